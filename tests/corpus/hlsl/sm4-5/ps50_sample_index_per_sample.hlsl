// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_gbuf                            texture  float4        2dMS    0        1
//
Texture2DMS<float4> g_gbuf : register(t0);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    nointerpolation uint SV_SampleIndex0 : SV_SampleIndex0;
    nointerpolation uint SV_IsFrontFace0 : SV_IsFrontFace0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    int4 v1 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.x = asint(input.SV_SampleIndex0);
    v1.y = asint(input.SV_IsFrontFace0);
    r0.xy = asuint((int2)v0.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r0.xyzw = asuint((g_gbuf.Load(asint(r0.xy), v1.x)).xyzw);
    o0.xyzw = (asuint(v1.yyyy) != 0u) ? r0.xyzw : asuint(((-asfloat(r0.xyzw)) + float4(1.0f, 1.0f, 1.0f, 1.0f)));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
