// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_o                                   UAV    byte         r/w    0        1
//
RWByteAddressBuffer g_o : register(u0);
struct Input {
};
struct Output {
};
[numthreads(16, 8, 4)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID, uint3 vThreadIDInGroup : SV_GroupThreadID) {
    Output output;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    r0.x = ((asint(vThreadGroupID.x) << (0x00000009u & 31u)) + asint(vThreadIDInGroupFlattened.x)) << (0x00000003u & 31u);
    r0.y = asint(vThreadIDInGroup.z) << (0x00000007u & 31u);
    r0.z = asint(vThreadIDInGroup.y) << (0x00000004u & 31u);
    r1.x = (r0.z + r0.y) + asint(vThreadIDInGroup.x);
    r1.y = r1.x ^ asint(vThreadIDInGroupFlattened.x);
    g_o.Store2(asuint(r0.x), asuint(r1.xy));
    {
        return output;
    }
}
