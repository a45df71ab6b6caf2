// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer F
// {
//
//   float4 g_planes[6];                // Offset:    0 Size:    96
//   uint g_count;                      // Offset:   96 Size:     4
//
// }
//
// Resource bind info for g_spheres
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_visible
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_rejected
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_spheres                         texture  struct         r/o    0        1
// g_visible                             UAV  struct     r/w+cnt    0        1
// g_rejected                            UAV  struct     r/w+cnt    1        1
// F                                 cbuffer      NA          NA    0        1
//
cbuffer F : register(b0) {
    float4 g_planes[6] : packoffset(c0);
    uint g_count : packoffset(c6);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_spheres : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_visible : register(u0);
struct S_u1 { uint w[1]; };
RWStructuredBuffer<S_u1> g_rejected : register(u1);
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    if (vThreadID.x >= g_count) {
        {
            return output;
        }
    }
    r0.xyzw = uint4(g_spheres[vThreadID.x].w[0], g_spheres[vThreadID.x].w[1], g_spheres[vThreadID.x].w[2], g_spheres[vThreadID.x].w[3]);
    r1.xyz = r0.xyz;
    r1.w = 0x3f800000u;
    r0.x = asuint(dot(asfloat(r1.xyzw), g_planes[0].xyzw));
    r0.y = asuint(dot(asfloat(r1.xyzw), g_planes[1].xyzw));
    r0.xy = ((-asfloat(r0.ww)) < asfloat(r0.xy)) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.y) & asint(r0.x));
    r0.y = asuint(dot(asfloat(r1.xyzw), g_planes[2].xyzw));
    r0.y = ((-asfloat(r0.w)) < asfloat(r0.y)) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.y) & asint(r0.x));
    r0.y = asuint(dot(asfloat(r1.xyzw), g_planes[3].xyzw));
    r0.y = ((-asfloat(r0.w)) < asfloat(r0.y)) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.y) & asint(r0.x));
    r0.y = asuint(dot(asfloat(r1.xyzw), g_planes[4].xyzw));
    r0.y = ((-asfloat(r0.w)) < asfloat(r0.y)) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.y) & asint(r0.x));
    r0.y = asuint(dot(asfloat(r1.xyzw), g_planes[5].xyzw));
    r0.y = ((-asfloat(r0.w)) < asfloat(r0.y)) ? 0xffffffffu : 0u;
    if (asuint((asint(r0.y) & asint(r0.x))) != 0u) {
        r0.x = g_visible.IncrementCounter();
        g_visible[r0.x].w[0] = vThreadID.x;
    } else {
        r0.x = g_rejected.DecrementCounter();
        g_rejected[r0.x].w[0] = vThreadID.x;
    }
    {
        return output;
    }
}
