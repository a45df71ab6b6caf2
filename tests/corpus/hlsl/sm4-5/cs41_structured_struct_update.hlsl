// Decompiled by dxsm from cs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   float g_dt;                        // Offset:    0 Size:     4
//   float3 g_target;                   // Offset:    4 Size:    12
//   uint g_count;                      // Offset:   16 Size:     4
//
// }
//
// Resource bind info for g_boids
// {
//
//   struct
//   {
//       
//       float3 pos;                    // Offset:    0
//       float3 vel;                    // Offset:   12
//
//   } $Element;                        // Offset:    0 Size:    24
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_boids                               UAV  struct         r/w    0        1
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    float g_dt : packoffset(c0);
    float3 g_target : packoffset(c0.y);
    uint g_count : packoffset(c1);
};
struct S_u0 { uint w[6]; };
RWStructuredBuffer<S_u0> g_boids : register(u0);
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    if (vThreadID.x >= g_count) {
        {
            return output;
        }
    }
    r0.xyzw = uint4(g_boids[vThreadID.x].w[0], g_boids[vThreadID.x].w[1], g_boids[vThreadID.x].w[2], g_boids[vThreadID.x].w[3]);
    r1.xy = uint2(g_boids[vThreadID.x].w[4], g_boids[vThreadID.x].w[5]);
    r2.xyz = (-asfloat(r0.xyz)) + g_target.xyz;
    r1.w = asuint(rsqrt(dot(r2.xyz, r2.xyz)));
    r1.z = r0.w;
    r1.xyz = asuint(min(max(mad(mad(r2.xyz, asfloat(r1.www), (-asfloat(r1.zxy))), g_dt.xxx, asfloat(r1.zxy)), float3(-4.0f, -4.0f, -4.0f)), float3(4.0f, 4.0f, 4.0f)));
    r0.xyz = asuint(mad(asfloat(r1.xyz), g_dt.xxx, asfloat(r0.xyz)));
    r0.w = r1.x;
    g_boids[vThreadID.x].w[0] = r0.x;
    g_boids[vThreadID.x].w[1] = r0.y;
    g_boids[vThreadID.x].w[2] = r0.z;
    g_boids[vThreadID.x].w[3] = r0.w;
    g_boids[vThreadID.x].w[4] = r1.y;
    g_boids[vThreadID.x].w[5] = r1.z;
    {
        return output;
    }
}
