// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_offset                          texture   float          2d    0        1
//
SamplerState g_s : register(s0);
Texture2D<float> g_offset : register(t0);
struct Input {
    noperspective centroid float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    float SV_DepthGreaterEqual0 : SV_DepthGreaterEqual0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    uint oDepth = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    o0.xy = v1.xy;
    o0.w = 1.0f;
    r0.x = mad((g_offset.Sample(g_s, v1.xy)).x, 0.01f, v0.z);
    o0.z = r0.x;
    oDepth = asuint(r0.x);
    {
        output.SV_Target0 = o0.xyzw;
        output.SV_DepthGreaterEqual0 = asfloat(oDepth);
        return output;
    }
}
