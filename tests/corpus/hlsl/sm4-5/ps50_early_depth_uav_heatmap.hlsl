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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.COLOR0);
    r0.xy = (uint2)asfloat(v0.xy);
    {
        uint p;
        InterlockedAdd(g_overdraw[r0.xy], 0x00000001u, p);
        r0.x = p;
    }
    r0.x = asuint(asint(r0.x) + 1);
    r0.x = asuint((float)r0.x);
    r0.x = asuint(1.0f / asfloat(r0.x));
    o0.xyzw = asuint(asfloat(r0.xxxx) * asfloat(v1.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
