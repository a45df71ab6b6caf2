// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_ms                              texture  float4        2dMS    0        1
//
Texture2DMS<float4> g_ms : register(t0);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    nointerpolation uint SV_SampleIndex0 : SV_SampleIndex0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    uint SV_Coverage0 : SV_Coverage0;
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
    v0.xyzw = asuint(input.SV_Position0);
    v1.x = asuint(input.SV_SampleIndex0);
    r0.xy = asuint((int2)asfloat(v0.xy));
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r0.xyzw = asuint((g_ms.Load(asint(r0.xy), asint(v1.x))).xyzw);
    r1.xy = asuint(float4(GetRenderTargetSamplePosition(asint(v1.x)), 0.0, 0.0).xy);
    r1.xy = asuint(asfloat(r1.xy) + float2(0.5f, 0.5f));
    r2.xy = asuint((float4(g_ms.GetSamplePosition(asint(v1.x)), 0.0, 0.0)).xy);
    r1.zw = asuint(asfloat(r2.xy) + float2(0.5f, 0.5f));
    o0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(r1.xyzw));
    r0.x = (uint4(GetRenderTargetSampleCount(), 0, 0, 0).x);
    r0.x = 1 << (r0.x & 31u);
    oMask = asuint(asint(r0.x) + -1);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        output.SV_Coverage0 = (oMask);
        return output;
    }
}
