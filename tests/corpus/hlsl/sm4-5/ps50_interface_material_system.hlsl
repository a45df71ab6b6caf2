// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface IBrdf g_brdf;            // Offset:    0 Size:     1
//   interface ITexture g_texture;      // Offset:    1 Size:     1
//
// }
//
// cbuffer L
// {
//
//   float3 g_l;                        // Offset:    0 Size:    12
//   float pad;                         // Offset:   12 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_tex                             texture  float4          2d    0        1
// L                                 cbuffer      NA          NA    1        1
//
interface I0 { void c0(); };
interface I1 { void c0(); };
class Lambert : I0 {
    uint4 m0;
    void c0();
};
class Phong : I0 {
    uint4 m0;
    void c0();
};
class Toon : I0 {
    uint4 m0;
    void c0();
};
class Textured : I1 {
    void c0();
};
class Flat : I1 {
    uint4 m0;
    void c0();
};
cbuffer L : register(b1) {
    float3 g_l : packoffset(c0);
    float pad : packoffset(c0.w);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_tex : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float3 VIEW0 : VIEW0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
static float4 v0 = 0;
static float4 v1 = 0;
static float4 v2 = 0;
static float4 v3 = 0;
static precise float4 o0 = 0;
static precise float4 r0 = 0;
static precise float4 r1 = 0;
static precise float4 r2 = 0;
static precise float4 r3 = 0;
I0 fp0;
I1 fp1;
void Lambert::c0() {
    r0.x = saturate(dot(r0.xyz, g_l.xyz));
    r1.xyz = r0.xxx * asfloat(m0.xyz);
    return;
}
void Phong::c0() {
    r0.w = dot(v2.xyz, v2.xyz);
    r0.w = rsqrt(r0.w);
    r2.xyz = r0.www * v2.xyz;
    r0.w = saturate(dot(r0.xyz, g_l.xyz));
    r2.w = dot((-g_l.xyz), r0.xyz);
    r2.w = r2.w + r2.w;
    r3.xyz = mad(r0.xyz, (-r2.www), (-g_l.xyz));
    r2.x = saturate(dot(r3.xyz, r2.xyz));
    r2.x = log2(r2.x);
    r2.x = r2.x * asfloat(m0.w);
    r2.x = exp2(r2.x);
    r1.xyz = mad(asfloat(m0.xyz), r0.www, r2.xxx);
    return;
}
void Toon::c0() {
    r0.w = saturate(dot(r0.xyz, g_l.xyz));
    r0.w = r0.w * asfloat(m0.w);
    r0.w = floor(r0.w);
    r3.xyz = r0.www * asfloat(m0.xyz);
    r1.xyz = r3.xyz / asfloat(m0.www);
    return;
}
void Textured::c0() {
    r0.xyzw = (g_tex.Sample(g_s, v3.xy)).xyzw;
    return;
}
void Flat::c0() {
    r0.xyzw = asfloat(m0.xyzw);
    return;
}
Output main(Input input) {
    Output output;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.NORMAL0;
    v2.xyz = input.VIEW0;
    v3.xy = input.TEXCOORD0;
    r0.x = dot(v1.xyz, v1.xyz);
    r0.x = rsqrt(r0.x);
    r0.xyz = r0.xxx * v1.xyz;
    fp0.c0();
    fp1.c0();
    r1.w = 1.0f;
    o0.xyzw = r0.xyzw * r1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
