// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_overdraw                            UAV    uint          2d    1        1
//
RWTexture2D<uint> g_overdraw : register(u1);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    r0.xy = (uint2)v0.xy;
    {
        uint p;
        InterlockedAdd(g_overdraw[r0.xy], 0x00000001u, p);
        r0.x = p;
    }
    o0.xyzw = (1.0f / (float)asuint((asint(r0.x) + 1))).xxxx * v1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
