// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer K
// {
//
//   float4 g_k;                        // Offset:    0 Size:    16
//   float4x4 g_m;                      // Offset:   16 Size:    64
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
    column_major float4x4 g_m : packoffset(c1);
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
            r1.xyzw = asuint(asfloat(r1.xyzw) + r3.xyzw);
        } else {
            r1.xyzw = asuint(mad((g_t.SampleLevel(g_s, mad((-r2.xy), g_k.xy, v1.xy), 1.0f)).xyzw, v2.xyzw, asfloat(r1.xyzw)));
        }
        r0.y = asuint(asint(r0.y) + 1);
    }
    r0.x = asuint(dot(asfloat(r1.xyzw), g_m._m00_m10_m20_m30));
    r0.y = asuint(dot(asfloat(r1.xyzw), g_m._m01_m11_m21_m31));
    r0.z = asuint(dot(asfloat(r1.xyzw), g_m._m02_m12_m22_m32));
    r0.w = asuint(dot(asfloat(r1.xyzw), g_m._m03_m13_m23_m33));
    r0.xyzw = asuint(asfloat(r0.xyzw) / ((float)max(g_n, 1)).xxxx);
    o0.xyzw = mad(g_k.zzzz, sqrt(abs(v2.xyzw)), asfloat(r0.xyzw));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
