// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_overdraw                            UAV    uint          2d    1        1
//
RWTexture2D<uint> u1 : register(u1);
struct Input {
    noperspective float4 v0_x : SV_Position0;
    float4 v1_x : COLOR0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyzw = asuint(input.v1_x);
    r0.xy = (uint2)asfloat(v0.xy);
    {
        uint p;
        InterlockedAdd(u1[r0.xy], 0x00000001u, p);
        r0.x = p;
    }
    r0.x = asuint(asint(r0.x) + asint(0x00000001u));
    r0.x = asuint((float)r0.x);
    r0.x = asuint(asfloat(0x3f800000u) / asfloat(r0.x));
    o0.xyzw = asuint(asfloat(r0.xxxx) * asfloat(v1.xyzw));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
