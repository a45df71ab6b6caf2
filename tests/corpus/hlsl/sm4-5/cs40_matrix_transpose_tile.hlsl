// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   uint g_width;                      // Offset:    0 Size:     4
//   uint g_height;                     // Offset:    4 Size:     4
//
// }
//
// Resource bind info for g_in
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_out
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
// g_in                              texture  struct         r/o    0        1
// g_out                                 UAV  struct         r/w    0        1
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    uint g_width : packoffset(c0);
    uint g_height : packoffset(c0.y);
};
struct S_t0 { uint w[1]; };
StructuredBuffer<S_t0> t0 : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_out : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[256];
struct Input {
};
struct Output {
};
[numthreads(16, 16, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID, uint3 vThreadIDInGroup : SV_GroupThreadID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    r0.xyzw = (asint(vThreadGroupID.xyyx) << (uint4(0x00000004u, 0x00000004u, 0x00000004u, 0x00000004u) & 31u)) + asint(vThreadIDInGroup.xyxy);
    r0.xy = r0.yw * asint(uint2(g_width, g_height)) + r0.xz;
    r1.x = t0[asuint(r0.x)].w[0];
    g0[vThreadIDInGroupFlattened.x].w[0] = r1.x;
    GroupMemoryBarrierWithGroupSync();
    r0.x = (asint(vThreadIDInGroup.x) << (0x00000004u & 31u)) + asint(vThreadIDInGroup.y);
    r1.x = g0[asuint(r0.x)].w[0];
    g_out[asuint(r0.y)].w[0] = r1.x;
    {
        return output;
    }
}
