// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_flags
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
// g_flags                               UAV  struct         r/w    0        1
// g_shared                              UAV    byte         r/w    1        1
//
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_flags : register(u0);
globallycoherent RWByteAddressBuffer g_shared : register(u1);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[32];
struct Input {
};
struct Output {
};
[numthreads(32, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise uint4 r0 = 0;
    {
        int p0 = asint(vThreadIDInGroupFlattened.x) * asint(vThreadGroupID.x);
        r0.x = asuint(p0);
    }
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrier();
    r0.x = asuint((asint(vThreadIDInGroupFlattened.x) + 1) & 31);
    r0.x = g0[r0.x].w[0];
    r0.y = asuint(asint(vThreadGroupID.x) * 32 + asint(vThreadIDInGroupFlattened.x));
    g_flags[r0.y].w[0] = r0.x;
    DeviceMemoryBarrier();
    if (vThreadIDInGroupFlattened.x == 0u) {
        r0.z = asuint(asint(vThreadGroupID.x) << (0x00000002u & 31u));
        g_shared.Store(r0.z, r0.x);
    }
    DeviceMemoryBarrierWithGroupSync();
    AllMemoryBarrier();
    r0.z = asuint(asint(vThreadGroupID.x) + 1);
    r0.z = ((r0.z << (0x00000002u & 31u)) & (((1u << (0x00000003u & 31u)) - 1u) << (0x00000002u & 31u))) | (0x00000000u & ~(((1u << (0x00000003u & 31u)) - 1u) << (0x00000002u & 31u)));
    r0.z = g_shared.Load(r0.z).x;
    r0.x = asuint(asint(r0.z) + asint(r0.x));
    g_flags[r0.y].w[0] = r0.x;
    {
        return output;
    }
}
