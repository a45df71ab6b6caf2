// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface iBaseLight g_abstractAmbientLighting;// Offset:    1 Size:     1
//   interface iBaseLight g_abstractDirectLighting;// Offset:    2 Size:     1
//   interface iBaseLight g_abstractEnvironmentLighting;// Offset:    3 Size:     1
//   interface iBaseMaterial g_abstractMaterial;// Offset:    0 Size:     1
//
// }
//
// cbuffer cbPerFrame
// {
//
//   struct cAmbientLight
//   {
//       
//       float3 m_vLightColor;          // Offset:    0
//       bool m_bEnable;                // Offset:   12
//
//   } g_ambientLight;                  // Offset:    0 Size:    16
//   
//   struct cHemiAmbientLight
//   {
//       
//       struct cAmbientLight
//       {
//           
//           float3 m_vLightColor;      // Offset:   16
//           bool m_bEnable;            // Offset:   28
//
//       } $super;                      // Offset:   16
//       float4 m_vGroundColor;         // Offset:   32
//       float4 m_vDirUp;               // Offset:   48
//
//   } g_hemiAmbientLight;              // Offset:   16 Size:    48
//   
//   struct cDirectionalLight
//   {
//       
//       struct cAmbientLight
//       {
//           
//           float3 m_vLightColor;      // Offset:   64
//           bool m_bEnable;            // Offset:   76
//
//       } $super;                      // Offset:   64
//       float4 m_vLightDir;            // Offset:   80
//
//   } g_directionalLight;              // Offset:   64 Size:    32
//   
//   struct cEnvironmentLight
//   {
//       
//       struct cAmbientLight
//       {
//           
//           float3 m_vLightColor;      // Offset:   96
//           bool m_bEnable;            // Offset:  108
//
//       } $super;                      // Offset:   96
//
//   } g_environmentLight;              // Offset:   96 Size:    16
//   float4 g_vEyeDir;                  // Offset:  112 Size:    16
//
// }
//
// cbuffer cbPerPrimitive
// {
//
//   struct cPlasticMaterial
//   {
//       
//       struct cBaseMaterial
//       {
//           
//           float3 m_vColor;           // Offset:    0
//           int m_iSpecPower;          // Offset:   12
//
//       } $super;                      // Offset:    0
//
//   } g_plasticMaterial;               // Offset:    0 Size:    16
//   
//   struct cPlasticTexturedMaterial
//   {
//       
//       struct cPlasticMaterial
//       {
//           
//           struct cBaseMaterial
//           {
//               
//               float3 m_vColor;       // Offset:   16
//               int m_iSpecPower;      // Offset:   28
//
//           } $super;                  // Offset:   16
//
//       } $super;                      // Offset:   16
//
//   } g_plasticTexturedMaterial;       // Offset:   16 Size:    16
//   
//   struct cPlasticLightingOnlyMaterial
//   {
//       
//       struct cBaseMaterial
//       {
//           
//           float3 m_vColor;           // Offset:   32
//           int m_iSpecPower;          // Offset:   44
//
//       } $super;                      // Offset:   32
//
//   } g_plasticLightingOnlyMaterial;   // Offset:   32 Size:    16
//   
//   struct cRoughMaterial
//   {
//       
//       struct cBaseMaterial
//       {
//           
//           float3 m_vColor;           // Offset:   48
//           int m_iSpecPower;          // Offset:   60
//
//       } $super;                      // Offset:   48
//
//   } g_roughMaterial;                 // Offset:   48 Size:    16
//   
//   struct cRoughTexturedMaterial
//   {
//       
//       struct cRoughMaterial
//       {
//           
//           struct cBaseMaterial
//           {
//               
//               float3 m_vColor;       // Offset:   64
//               int m_iSpecPower;      // Offset:   76
//
//           } $super;                  // Offset:   64
//
//       } $super;                      // Offset:   64
//
//   } g_roughTexturedMaterial;         // Offset:   64 Size:    16
//   
//   struct cRoughLightingOnlyMaterial
//   {
//       
//       struct cRoughMaterial
//       {
//           
//           struct cBaseMaterial
//           {
//               
//               float3 m_vColor;       // Offset:   80
//               int m_iSpecPower;      // Offset:   92
//
//           } $super;                  // Offset:   80
//
//       } $super;                      // Offset:   80
//
//   } g_roughLightingOnlyMaterial;     // Offset:   80 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samLinear                       sampler      NA          NA    0        1
// g_txDiffuse                       texture  float4          2d    0        1
// g_txEnvironmentMap                texture  float4        cube    2        1
// cbPerFrame                        cbuffer      NA          NA    0        1
// cbPerPrimitive                    cbuffer      NA          NA    1        1
//
interface I0 { void c0(); void c1(); void c2(); void c3(); };
interface I1 { void c1_0(); void c2_0(); void c2_1(); void c3_0(); };
class cBaseMaterial : I0 {
    uint4 m0;
    void c0();
    void c1();
    void c2();
    void c3();
};
class cPlasticMaterial : cBaseMaterial {
};
class cPlasticTexturedMaterial : cPlasticMaterial {
    void c0();
    void c1();
};
class cPlasticLightingOnlyMaterial : cBaseMaterial {
    void c0();
    void c1();
};
class cRoughMaterial : cBaseMaterial {
};
class cRoughTexturedMaterial : cRoughMaterial {
    void c0();
    void c1();
};
class cRoughLightingOnlyMaterial : cRoughMaterial {
    void c0();
    void c1();
};
class cAmbientLight : I1 {
    uint4 m0;
    void c1_0();
    void c2_0();
    void c2_1();
    void c3_0();
};
class cHemiAmbientLight : cAmbientLight {
    uint4 m1;
    uint4 m2;
    void c1_0();
};
class cDirectionalLight : cAmbientLight {
    uint4 m1;
    void c2_0();
    void c2_1();
    void c3_0();
};
class cOmniLight : cAmbientLight {
};
class cSpotLight : cAmbientLight {
};
class cEnvironmentLight : cAmbientLight {
    void c2_1();
    void c3_0();
};
Texture2D<float4> g_txDiffuse : register(t0);
cbuffer cbPerPrimitive : register(b1) {
    cPlasticMaterial g_plasticMaterial : packoffset(c0);
    cPlasticTexturedMaterial g_plasticTexturedMaterial : packoffset(c1);
    cPlasticLightingOnlyMaterial g_plasticLightingOnlyMaterial : packoffset(c2);
    cRoughMaterial g_roughMaterial : packoffset(c3);
    cRoughTexturedMaterial g_roughTexturedMaterial : packoffset(c4);
    cRoughLightingOnlyMaterial g_roughLightingOnlyMaterial : packoffset(c5);
};
cbuffer cbPerFrame : register(b0) {
    cAmbientLight g_ambientLight : packoffset(c0);
    cHemiAmbientLight g_hemiAmbientLight : packoffset(c1);
    cDirectionalLight g_directionalLight : packoffset(c4);
    cEnvironmentLight g_environmentLight : packoffset(c6);
    float4 g_vEyeDir : packoffset(c7);
};
SamplerState g_samLinear : register(s0);
TextureCube<float4> g_txEnvironmentMap : register(t2);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 TEXCOORD1 : TEXCOORD1;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
static float4 v0 = 0;
static float4 v1 = 0;
static float4 v2 = 0;
static float4 v3 = 0;
static precise float4 o0 = 0;
static precise uint4 r0 = 0;
static precise uint4 r1 = 0;
static precise uint4 r2 = 0;
static precise float4 r3 = 0;
static precise float4 r4 = 0;
static precise float4 r5 = 0;
static precise float4 r6 = 0;
static precise float4 r7 = 0;
I0 fp0;
I1 fp1;
I1 fp2;
I1 fp3;
void cBaseMaterial::c0() {
    r0.xyz = m0.xyz;
    return;
}
void cBaseMaterial::c1() {
    r2.xyz = m0.xyz;
    return;
}
void cBaseMaterial::c2() {
    r0.w = m0.w;
    return;
}
void cBaseMaterial::c3() {
    r0.w = m0.w;
    return;
}
void cPlasticTexturedMaterial::c0() {
    r1.xyz = asuint((g_txDiffuse.Sample(g_samLinear, v2.xy)).xyz);
    r0.xyz = asuint(asfloat(r1.xyz) * asfloat(m0.xyz));
    return;
}
void cPlasticTexturedMaterial::c1() {
    r3.xyz = (g_txDiffuse.Sample(g_samLinear, v2.xy)).xyz;
    r2.xyz = asuint(r3.xyz * asfloat(m0.xyz));
    return;
}
void cPlasticLightingOnlyMaterial::c0() {
    r0.xyz = uint3(0x3f800000u, 0x3f800000u, 0x3f800000u);
    return;
}
void cPlasticLightingOnlyMaterial::c1() {
    r2.xyz = uint3(0x3f800000u, 0x3f800000u, 0x3f800000u);
    return;
}
void cRoughTexturedMaterial::c0() {
    r1.xyz = asuint((g_txDiffuse.Sample(g_samLinear, v2.xy)).xyz);
    r0.xyz = asuint(asfloat(r1.xyz) * asfloat(m0.xyz));
    return;
}
void cRoughTexturedMaterial::c1() {
    r3.xyz = (g_txDiffuse.Sample(g_samLinear, v2.xy)).xyz;
    r2.xyz = asuint(r3.xyz * asfloat(m0.xyz));
    return;
}
void cRoughLightingOnlyMaterial::c0() {
    r0.xyz = uint3(0x3f800000u, 0x3f800000u, 0x3f800000u);
    return;
}
void cRoughLightingOnlyMaterial::c1() {
    r2.xyz = uint3(0x3f800000u, 0x3f800000u, 0x3f800000u);
    return;
}
void cAmbientLight::c1_0() {
    r2.x = asuint(1065353216 & asint(m0.w));
    r1.xyz = asuint(asfloat(r2.xxx) * asfloat(m0.xyz));
    return;
}
void cAmbientLight::c2_0() {
    r3.xyz = float3(0.0f, 0.0f, 0.0f);
    return;
}
void cAmbientLight::c2_1() {
    r3.xyz = float3(0.0f, 0.0f, 0.0f);
    return;
}
void cAmbientLight::c3_0() {
    r4.xyz = float3(0.0f, 0.0f, 0.0f);
    return;
}
void cHemiAmbientLight::c1_0() {
    r2.x = asuint(dot(v1.xyz, asfloat(m2.xyz)));
    r2.x = asuint(asfloat(r2.x) + 1.0f);
    r2.x = asuint(asfloat(r2.x) * 0.5f);
    r2.yzw = asuint((-asfloat(m1.xyz)) + asfloat(m0.xyz));
    r2.xyz = asuint(mad(asfloat(r2.xxx), asfloat(r2.yzw), asfloat(m1.xyz)));
    r0.w = asuint(1065353216 & asint(m0.w));
    r1.xyz = asuint(asfloat(r0.www) * asfloat(r2.xyz));
    return;
}
void cDirectionalLight::c2_0() {
    r2.w = asuint(saturate(dot(v1.xyz, asfloat(m1.xyz))));
    r4.xyz = asfloat(r2.www) * asfloat(m0.xyz);
    r0.w = asuint(1065353216 & asint(m0.w));
    r3.xyz = asfloat(r0.www) * r4.xyz;
    return;
}
void cDirectionalLight::c2_1() {
    r1.w = asuint(dot(g_vEyeDir.xyzw, g_vEyeDir.xyzw));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r4.xyz = mad((-g_vEyeDir.xyz), asfloat(r1.www), asfloat(m1.xyz));
    r1.w = asuint(dot(r4.xyz, r4.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r4.xyz = asfloat(r1.www) * r4.xyz;
    r1.w = asuint(dot(v1.xyz, v1.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r5.xyz = asfloat(r1.www) * v1.xyz;
    r1.w = asuint(dot(r4.xyz, r5.xyz));
    r1.w = asuint(max(asfloat(r1.w), 0.0f));
    r0.w = asuint((float)asint(r0.w));
    r1.w = asuint(log2(asfloat(r1.w)));
    r0.w = asuint(asfloat(r0.w) * asfloat(r1.w));
    r0.w = asuint(exp2(asfloat(r0.w)));
    r4.xyz = asfloat(r0.www) * asfloat(m0.xyz);
    r0.w = asuint(1065353216 & asint(m0.w));
    r3.xyz = asfloat(r0.www) * r4.xyz;
    return;
}
void cDirectionalLight::c3_0() {
    r1.w = asuint(dot(g_vEyeDir.xyzw, g_vEyeDir.xyzw));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r5.xyz = mad((-g_vEyeDir.xyz), asfloat(r1.www), asfloat(m1.xyz));
    r1.w = asuint(dot(r5.xyz, r5.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r5.xyz = asfloat(r1.www) * r5.xyz;
    r1.w = asuint(dot(v1.xyz, v1.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r6.xyz = asfloat(r1.www) * v1.xyz;
    r1.w = asuint(dot(r5.xyz, r6.xyz));
    r1.w = asuint(max(asfloat(r1.w), 0.0f));
    r0.w = asuint((float)asint(r0.w));
    r1.w = asuint(log2(asfloat(r1.w)));
    r0.w = asuint(asfloat(r0.w) * asfloat(r1.w));
    r0.w = asuint(exp2(asfloat(r0.w)));
    r5.xyz = asfloat(r0.www) * asfloat(m0.xyz);
    r0.w = asuint(1065353216 & asint(m0.w));
    r4.xyz = asfloat(r0.www) * r5.xyz;
    return;
}
void cEnvironmentLight::c2_1() {
    r1.w = asuint(dot(v1.xyz, v1.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r4.xyz = asfloat(r1.www) * v1.xyz;
    r1.w = asuint(dot(g_vEyeDir.xyzw, g_vEyeDir.xyzw));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r5.xyz = asfloat(r1.www) * g_vEyeDir.xyz;
    r1.w = asuint(dot(r5.xyz, r4.xyz));
    r1.w = asuint(asfloat(r1.w) + asfloat(r1.w));
    r6.xyz = mad(r4.xyz, (-asfloat(r1.www)), r5.xyz);
    r1.w = asuint(dot((-r5.xyz), r4.xyz));
    r1.w = asuint((-asfloat(r1.w)) + 1.0f);
    r2.w = asuint(asfloat(r1.w) * asfloat(r1.w));
    r1.w = asuint(asfloat(r1.w) * asfloat(r2.w));
    r4.xyz = (g_txEnvironmentMap.Sample(g_samLinear, r6.xyz)).xyz;
    r4.xyz = asfloat(r1.www) * r4.xyz;
    r1.w = asuint(1065353216 & asint(m0.w));
    r3.xyz = asfloat(r1.www) * r4.xyz;
    return;
}
void cEnvironmentLight::c3_0() {
    r1.w = asuint(dot(v1.xyz, v1.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r5.xyz = asfloat(r1.www) * v1.xyz;
    r1.w = asuint(dot(g_vEyeDir.xyzw, g_vEyeDir.xyzw));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r6.xyz = asfloat(r1.www) * g_vEyeDir.xyz;
    r1.w = asuint(dot(r6.xyz, r5.xyz));
    r1.w = asuint(asfloat(r1.w) + asfloat(r1.w));
    r7.xyz = mad(r5.xyz, (-asfloat(r1.www)), r6.xyz);
    r1.w = asuint(dot((-r6.xyz), r5.xyz));
    r1.w = asuint((-asfloat(r1.w)) + 1.0f);
    r2.w = asuint(asfloat(r1.w) * asfloat(r1.w));
    r1.w = asuint(asfloat(r1.w) * asfloat(r2.w));
    r5.xyz = (g_txEnvironmentMap.Sample(g_samLinear, r7.xyz)).xyz;
    r5.xyz = asfloat(r1.www) * r5.xyz;
    r1.w = asuint(1065353216 & asint(m0.w));
    r4.xyz = asfloat(r1.www) * r5.xyz;
    return;
}
Output main(Input input) {
    Output output;
    v0.xyzw = input.SV_POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    v3.xyzw = input.TEXCOORD1;
    fp0.c0();
    fp1.c1_0();
    fp0.c1();
    fp2.c2_0();
    r2.xyz = asuint(asfloat(r2.xyz) * r3.xyz);
    fp0.c2();
    fp2.c2_1();
    fp0.c3();
    fp3.c3_0();
    r3.xyz = r3.xyz + r4.xyz;
    r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(r1.xyz), asfloat(r2.xyz)));
    o0.xyz = saturate(r3.xyz + asfloat(r0.xyz));
    o0.w = 1.0f;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
