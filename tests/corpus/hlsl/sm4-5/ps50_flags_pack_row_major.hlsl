// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer K
// {
//
//   float4 g_k;                        // Offset:    0 Size:    16
//   row_major float4x4 g_m;            // Offset:   16 Size:    64
//   int g_n;                           // Offset:   80 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
// K                                 cbuffer      NA          NA    0        1
//
cbuffer K : register(b0) {
    float4 g_k : packoffset(c0);
    row_major float4x4 g_m : packoffset(c1);
    int g_n : packoffset(c5);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.xyzw = input.COLOR0;
    r0.x = (0.5f < v2.w) ? 0xffffffffu : 0u;
    r1.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
    r0.y = 0x00000000u;
    [loop] while (true) {
        if (asint(r0.y) >= g_n) { break; }
        r2.x = (float)asint(r0.y);
        r2.y = (float)(-asint(r0.y));
        r3.xyzw = (g_t.Sample(g_s, mad(r2.xy, g_k.xy, v1.xy))).xyzw;
        if (r0.x != 0u) {
            r1.xyzw = asuint(r3.xyzw + asfloat(r1.xyzw));
        } else {
            r1.xyzw = asuint(mad((g_t.SampleLevel(g_s, mad((-r2.xy), g_k.xy, v1.xy), 1.0f)).xyzw, v2.xyzw, asfloat(r1.xyzw)));
        }
        r0.y = asuint(asint(r0.y) + 1);
    }
    r0.xyzw = asuint(mad(asfloat(r1.wwww), g_m._m30_m31_m32_m33, mad(asfloat(r1.zzzz), g_m._m20_m21_m22_m23, mad(asfloat(r1.xxxx), g_m._m00_m01_m02_m03, (asfloat(r1.yyyy) * g_m._m10_m11_m12_m13)))));
    r0.xyzw = asuint(asfloat(r0.xyzw) / ((float)max(g_n, 1)).xxxx);
    o0.xyzw = mad(g_k.zzzz, sqrt(abs(v2.xyzw)), asfloat(r0.xyzw));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
