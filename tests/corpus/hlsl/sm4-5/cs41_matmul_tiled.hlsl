// Decompiled by dxsm from cs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Dims
// {
//
//   uint g_n;                          // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_a
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_b
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_c
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_a                               texture  struct         r/o    0        1
// g_b                               texture  struct         r/o    1        1
// g_c                                   UAV  struct         r/w    0        1
// Dims                              cbuffer      NA          NA    0        1
//
cbuffer Dims : register(b0) {
    uint g_n : packoffset(c0);
};
struct S_t0 { uint w[1]; };
StructuredBuffer<S_t0> g_a : register(t0);
struct S_t1 { uint w[1]; };
StructuredBuffer<S_t1> g_b : register(t1);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_c : register(u0);
struct S_g0 { uint w[2]; };
groupshared S_g0 g0[64];
struct Input {
};
struct Output {
};
[numthreads(8, 8, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadIDInGroup : SV_GroupThreadID, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    r0.x = asuint(asint(vThreadIDInGroup.y) << (0x00000003u & 31u));
    r1.xyzw = asuint(asint(r0.xxxx) + int4(1, 2, 3, 4));
    r2.xyzw = asuint(asint(vThreadIDInGroup.xxxx) + int4(8, 16, 24, 32));
    r0.yzw = asuint(asint(r0.xxx) + int3(5, 6, 7));
    r3.xyz = asuint(asint(vThreadIDInGroup.xxx) + int3(40, 48, 56));
    r3.w = 0x00000000u;
    r4.x = 0x00000000u;
    [loop] while (true) {
        if (r4.x >= g_n) { break; }
        r4.y = asuint((asint(vThreadID.y) * asint(g_n) + asint(r4.x)) + asint(vThreadIDInGroup.x));
        r5.x = g_a[r4.y].w[0];
        r4.y = asuint((asint(r4.x) + asint(vThreadIDInGroup.y)) * asint(g_n) + asint(vThreadID.x));
        r5.y = g_b[r4.y].w[0];
        g0[vThreadIDInGroupFlattened.x].w[0] = r5.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r5.y;
        GroupMemoryBarrierWithGroupSync();
        r4.y = g0[r0.x].w[0];
        r4.z = g0[vThreadIDInGroup.x].w[1];
        r4.y = asuint(mad(asfloat(r4.y), asfloat(r4.z), asfloat(r3.w)));
        r4.z = g0[r1.x].w[0];
        r4.w = g0[r2.x].w[1];
        r4.y = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        r4.z = g0[r1.y].w[0];
        r4.w = g0[r2.y].w[1];
        r4.y = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        r4.z = g0[r1.z].w[0];
        r4.w = g0[r2.z].w[1];
        r4.y = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        r4.z = g0[r1.w].w[0];
        r4.w = g0[r2.w].w[1];
        r4.y = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        r4.z = g0[r0.y].w[0];
        r4.w = g0[r3.x].w[1];
        r4.y = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        r4.z = g0[r0.z].w[0];
        r4.w = g0[r3.y].w[1];
        r4.y = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        r4.z = g0[r0.w].w[0];
        r4.w = g0[r3.z].w[1];
        r3.w = asuint(mad(asfloat(r4.z), asfloat(r4.w), asfloat(r4.y)));
        GroupMemoryBarrierWithGroupSync();
        r4.x = asuint(asint(r4.x) + 8);
    }
    r0.x = asuint(asint(vThreadID.y) * asint(g_n) + asint(vThreadID.x));
    g_c[r0.x].w[0] = r3.w;
    {
        return output;
    }
}
