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
    float4 v0 = 0;
    int4 v1 = 0;
    precise float4 o0 = 0;
    uint oMask = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.x = asint(input.SV_SampleIndex0);
    r0.xy = asuint((int2)v0.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r1.xy = float4(GetRenderTargetSamplePosition(v1.x), 0.0, 0.0).xy + float2(0.5f, 0.5f);
    r1.zw = (float4(g_ms.GetSamplePosition(v1.x), 0.0, 0.0)).xy + float2(0.5f, 0.5f);
    o0.xyzw = (g_ms.Load(asint(r0.xy), v1.x)).xyzw * r1.xyzw;
    r0.x = uint4(GetRenderTargetSampleCount(), 0, 0, 0).x;
    oMask = asuint((1 << (r0.x & 31u)) + -1);
    {
        output.SV_Target0 = o0.xyzw;
        output.SV_Coverage0 = oMask;
        return output;
    }
}
