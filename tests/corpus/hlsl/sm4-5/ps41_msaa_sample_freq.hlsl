// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_ms                              texture  float4        2dMS    0        1
//
Texture2DMS<float4> t0 : register(t0);
struct Input {
    noperspective float4 v0_x : SV_Position0;
    nointerpolation uint v1_x : SV_SampleIndex0;
};
struct Output {
    float4 o0_x : SV_Target0;
    uint o_SV_Coverage : SV_Coverage0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint oMask = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    r0.xy = asuint((int2)asfloat(v0.xy));
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r0.xyzw = asuint((t0.Load(asint(r0.xy), asint(v1.x))).xyzw);
    r1.xy = asuint(float4(GetRenderTargetSamplePosition(asint(v1.x)), 0.0, 0.0).xy);
    r1.xy = asuint(asfloat(r1.xy) + asfloat(uint2(0x3f000000u, 0x3f000000u)));
    r2.xy = asuint((float4(t0.GetSamplePosition(asint(v1.x)), 0.0, 0.0)).xy);
    r1.zw = asuint(asfloat(r2.xy) + asfloat(uint2(0x3f000000u, 0x3f000000u)));
    o0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(r1.xyzw));
    r0.x = (uint4(GetRenderTargetSampleCount(), 0, 0, 0).x);
    r0.x = asint(0x00000001u) << (r0.x & 31u);
    oMask = asuint(asint(r0.x) + asint(0xffffffffu));
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o_SV_Coverage = (oMask);
            return output;
        }
}
