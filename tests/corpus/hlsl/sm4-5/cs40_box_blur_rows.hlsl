// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer B
// {
//
//   uint g_width;                      // Offset:    0 Size:     4
//   int g_radius;                      // Offset:    4 Size:     4
//
// }
//
// Resource bind info for g_dst
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_src                             texture  float4          2d    0        1
// g_dst                                 UAV  struct         r/w    0        1
// B                                 cbuffer      NA          NA    0        1
//
cbuffer B : register(b0) {
    uint g_width : packoffset(c0);
    int g_radius : packoffset(c0.y);
};
Texture2D<float4> g_src : register(t0);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_dst : register(u0);
struct S_g0 { uint w[4]; };
groupshared S_g0 g0[256];
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = asint(vThreadIDInGroupFlattened.x);
    r0.y = asint(vThreadGroupID.y);
    r0.zw = int2(0, 0);
    r0.xyzw = asint((g_src.Load(r0.xyz)).xyzw);
    g0[vThreadIDInGroupFlattened.x].w[0] = asuint(r0.x);
    g0[vThreadIDInGroupFlattened.x].w[1] = asuint(r0.y);
    g0[vThreadIDInGroupFlattened.x].w[2] = asuint(r0.z);
    g0[vThreadIDInGroupFlattened.x].w[3] = asuint(r0.w);
    GroupMemoryBarrierWithGroupSync();
    r1.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r0.y = (-g_radius);
    [loop] while (true) {
        if (g_radius < r0.y) { break; }
        r0.z = min(max((r0.y + asint(vThreadIDInGroupFlattened.x)), 0), 255);
        r2.xyzw = uint4(g0[asuint(r0.z)].w[0], g0[asuint(r0.z)].w[1], g0[asuint(r0.z)].w[2], g0[asuint(r0.z)].w[3]);
        r1.xyzw = r1.xyzw + asfloat(r2.xyzw);
        r0.y = r0.y + 1;
    }
    r0.x = asint(vThreadGroupID.y) * asint(g_width) + asint(vThreadIDInGroupFlattened.x);
    r1.xyzw = r1.xyzw / ((float)((g_radius << (0x00000001u & 31u)) + 1)).xxxx;
    g_dst[asuint(r0.x)].w[0] = asuint(r1.x);
    g_dst[asuint(r0.x)].w[1] = asuint(r1.y);
    g_dst[asuint(r0.x)].w[2] = asuint(r1.z);
    g_dst[asuint(r0.x)].w[3] = asuint(r1.w);
    {
        return output;
    }
}
