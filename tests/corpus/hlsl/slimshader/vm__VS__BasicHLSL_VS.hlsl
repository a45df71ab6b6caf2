// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4 g_MaterialAmbientColor;     // Offset:    0 Size:    16
//   float4 g_MaterialDiffuseColor;     // Offset:   16 Size:    16
//   int g_nNumLights;                  // Offset:   32 Size:     4 [unused]
//   float3 g_LightDir;                 // Offset:   36 Size:    12
//   float4 g_LightDiffuse;             // Offset:   48 Size:    16
//   float4 g_LightAmbient;             // Offset:   64 Size:    16
//   float g_fTime;                     // Offset:   80 Size:     4 [unused]
//   float4x4 g_mWorld;                 // Offset:   96 Size:    64
//   float4x4 g_mWorldViewProjection;   // Offset:  160 Size:    64
//
// }
//
// cbuffer $Params
// {
//
//   int nNumLights;                    // Offset:    0 Size:     4
//   bool bTexture;                     // Offset:    4 Size:     4
//   bool bAnimate;                     // Offset:    8 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
// $Params                           cbuffer      NA          NA    1        1
//
float4 g_MaterialAmbientColor;
float4 g_MaterialDiffuseColor;
int g_nNumLights;
float3 g_LightDir;
float4 g_LightDiffuse;
float4 g_LightAmbient;
float g_fTime;
column_major float4x4 g_mWorld;
column_major float4x4 g_mWorldViewProjection;
cbuffer CB1 : register(b1) { uint4 cb1[1]; };
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_mWorldViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_mWorldViewProjection._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_mWorldViewProjection._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_mWorldViewProjection._m03_m13_m23_m33);
    r0.x = dot(v1.xyz, g_mWorld._m00_m10_m20);
    r0.y = dot(v1.xyz, g_mWorld._m01_m11_m21);
    r0.z = dot(v1.xyz, g_mWorld._m02_m12_m22);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.x = max(dot((r0.www * r0.xyz), g_LightDir.xyz), 0.0f);
    r0.yzw = float3(0.0f, 0.0f, 0.0f);
    r1.x = 0;
    [loop] while (true) {
        if (r1.x >= asint(cb1[0].x)) { break; }
        r0.yzw = mad(g_LightDiffuse.xyz, r0.xxx, r0.yzw);
        r1.x = r1.x + 1;
    }
    o1.xyz = mad(g_MaterialDiffuseColor.xyz, r0.yzw, (g_MaterialAmbientColor.xyz * g_LightAmbient.xyz));
    o2.xy = (cb1[0].yy != 0u) ? v2.xy : float2(0.0f, 0.0f);
    o1.w = 1.0f;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
