// Decompiled by dxsm from cs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_log                                 UAV    byte         r/w    0        1
//
RWByteAddressBuffer g_log : register(u0);
struct Input {
};
struct Output {
};
[numthreads(1, 1, 1)]
Output main(Input input, uint3 vThreadGroupID : SV_GroupID, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    r0.x = ((((asint(vThreadGroupID.z) << (0x00000006u & 31u)) + asint(vThreadGroupID.y)) << (0x00000006u & 31u)) + asint(vThreadGroupID.x)) << (0x00000004u & 31u);
    r1.w = asint(vThreadGroupID.y) ^ asint(vThreadGroupID.x);
    r1.xyz = asint(vThreadID.xyz);
    g_log.Store4(asuint(r0.x), asuint(r1.xyzw));
    {
        return output;
    }
}
