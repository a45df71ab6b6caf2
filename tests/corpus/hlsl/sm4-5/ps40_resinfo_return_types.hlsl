// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
// g_v                               texture  float4          3d    1        1
//
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
Texture3D<float4> g_v : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
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
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        g_t.GetDimensions(0x00000001u, w, h, l);
        r0.xyzw = uint4(w, h, 0, l).xyzw;
    }
    r0.xyz = asuint((float3)r0.xyw);
    {
        float w = 0, h = 0, e = 0, n = 0, l = 0;
        g_v.GetDimensions(0x00000000u, w, h, e, l);
        r2.xyzw = float4(w, h, e, l).xyzw;
    }
    r2.xyz = float3(1.0f, 1.0f, 1.0f) / r2.xyz;
    r2.w = 0.0f;
    o0.xyzw = mad((g_t.Sample(g_s, ((float2(1.0f, 1.0f) / asfloat(r0.xy)) + v1.xy))).xyzw, asfloat(r0.zzzz), r2.xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
