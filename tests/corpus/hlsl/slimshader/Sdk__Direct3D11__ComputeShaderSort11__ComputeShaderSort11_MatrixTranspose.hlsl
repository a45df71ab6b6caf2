// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer CB
// {
//
//   uint g_iLevel;                     // Offset:    0 Size:     4 [unused]
//   uint g_iLevelMask;                 // Offset:    4 Size:     4 [unused]
//   uint g_iWidth;                     // Offset:    8 Size:     4
//   uint g_iHeight;                    // Offset:   12 Size:     4
//
// }
//
// Resource bind info for Input
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
// Resource bind info for Data
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
// Input                             texture  struct         r/o    0        1
// Data                                  UAV  struct         r/w    0        1
// CB                                cbuffer      NA          NA    0        1
//
cbuffer CB : register(b0) {
    uint g_iLevel : packoffset(c0);
    uint g_iLevelMask : packoffset(c0.y);
    uint g_iWidth : packoffset(c0.z);
    uint g_iHeight : packoffset(c0.w);
};
struct S_t0 { uint w[1]; };
StructuredBuffer<S_t0> t0 : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> Data : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[256];
struct Input {
};
struct Output {
};
[numthreads(16, 16, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadIDInGroup : SV_GroupThreadID, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    r0.x = asuint(asint(vThreadID.y) * asint(g_iWidth) + asint(vThreadID.x));
    r0.x = t0[r0.x].w[0];
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r0.x = asuint(asint(vThreadIDInGroup.x) * 16 + asint(vThreadIDInGroup.y));
    r0.x = g0[r0.x].w[0];
    r0.yz = asuint(((-asint(vThreadIDInGroup.yx)) + asint(vThreadID.yx)) + asint(vThreadIDInGroup.xy));
    r0.y = asuint(asint(r0.z) * asint(g_iHeight) + asint(r0.y));
    Data[r0.y].w[0] = r0.x;
    {
        return output;
    }
}
