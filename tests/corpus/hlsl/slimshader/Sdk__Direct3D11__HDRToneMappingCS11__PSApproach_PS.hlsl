// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// PointSampler                      sampler      NA          NA    0        1
// s0                                texture  float4          2d    0        1
// s1                                texture  float4          2d    1        1
//
SamplerState PointSampler : register(s0);
Texture2D<float4> t0 : register(t0);
Texture2D<float4> t1 : register(t1);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xyz = max(((t0.Sample(PointSampler, v1.xy)).xyz + float3(-0.5f, -0.5f, -0.5f)), float3(0.0f, 0.0f, 0.0f));
    r0.w = 0.72f / ((t1.Sample(PointSampler, float2(0.0f, 0.0f))).x + 0.001f);
    r0.xyz = r0.www * r0.xyz;
    r1.xyz = mad(r0.xyz, float3(0.6666667f, 0.6666667f, 0.6666667f), float3(1.0f, 1.0f, 1.0f));
    r2.xyz = r0.xyz * r1.xyz;
    o0.xyz = r2.xyz / mad(r0.xyz, r1.xyz, float3(1.0f, 1.0f, 1.0f));
    o0.w = 1.0f;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
