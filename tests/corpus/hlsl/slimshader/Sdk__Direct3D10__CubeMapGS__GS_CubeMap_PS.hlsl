// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMultiPerFrameFrame
// {
//
//   float4x4 mWorldViewProj;           // Offset:    0 Size:    64 [unused]
//   float4x4 mWorldView;               // Offset:   64 Size:    64
//   float4x4 mWorld;                   // Offset:  128 Size:    64
//   float4x4 mView;                    // Offset:  192 Size:    64 [unused]
//   float4x4 mProj;                    // Offset:  256 Size:    64 [unused]
//   float3 vEye;                       // Offset:  320 Size:    12
//
// }
//
// cbuffer cbConstants
// {
//
//   float fReflectivity;               // Offset:    0 Size:     4
//      = 0x3f800000 
//   float3 skyDir;                     // Offset:    4 Size:    12
//      = 0x00000000 0x3f800000 0x00000000 
//   float R0Constant;                  // Offset:   16 Size:     4
//      = 0x3e3c14e6 
//   float R0Inv;                       // Offset:   20 Size:     4
//      = 0x3f50fac7 
//   float4 vFrontColor;                // Offset:   32 Size:    16
//      = 0x3e99999a 0x3dcccccd 0x3f19999a 0x3f800000 
//   float4 vBackColor;                 // Offset:   48 Size:    16
//      = 0x00000000 0x3e99999a 0x3e99999a 0x3f800000 
//   float4 vHighlight1;                // Offset:   64 Size:    16
//      = 0x3f666666 0x3f4ccccd 0x3f666666 0x3f800000 
//   float4 vHighlight2;                // Offset:   80 Size:    16
//      = 0x3f800000 0x3f800000 0x3f19999a 0x3f800000 
//   float lightMul;                    // Offset:   96 Size:     4
//      = 0x40400000 
//   float4 vOne;                       // Offset:  112 Size:    16 [unused]
//      = 0x3f800000 0x3f800000 0x3f800000 0x3f800000 
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samPoint                        sampler      NA          NA    0        1
// g_samCube                         sampler      NA          NA    1        1
// g_txFalloff                       texture  float4          2d    0        1
// g_txEnvMap                        texture  float4        cube    1        1
// cbMultiPerFrameFrame              cbuffer      NA          NA    0        1
// cbConstants                       cbuffer      NA          NA    1        1
//
cbuffer cbMultiPerFrameFrame : register(b0) {
    column_major float4x4 mWorldViewProj : packoffset(c0);
    column_major float4x4 mWorldView : packoffset(c4);
    column_major float4x4 mWorld : packoffset(c8);
    column_major float4x4 mView : packoffset(c12);
    column_major float4x4 mProj : packoffset(c16);
    float3 vEye : packoffset(c20);
};
cbuffer cbConstants : register(b1) {
    float fReflectivity : packoffset(c0);
    float3 skyDir : packoffset(c0.y);
    float R0Constant : packoffset(c1);
    float R0Inv : packoffset(c1.y);
    float4 vFrontColor : packoffset(c2);
    float4 vBackColor : packoffset(c3);
    float4 vHighlight1 : packoffset(c4);
    float4 vHighlight2 : packoffset(c5);
    float lightMul : packoffset(c6);
    float4 vOne : packoffset(c7);
};
SamplerState g_samPoint : register(s0);
SamplerState g_samCube : register(s1);
Texture2D<float4> g_txFalloff : register(t0);
TextureCube<float4> g_txEnvMap : register(t1);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 TEXCOORD1 : TEXCOORD1;
    float4 TEXCOORD2 : TEXCOORD2;
    float3 TEXCOORD3 : TEXCOORD3;
    float3 SIXNORMS0 : SIXNORMS0;
    float3 SIXNORMS1 : SIXNORMS1;
    float3 SIXNORMS2 : SIXNORMS2;
    float3 SIXNORMS3 : SIXNORMS3;
    float3 SIXNORMS4 : SIXNORMS4;
    float3 SIXNORMS5 : SIXNORMS5;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    float4 v5 = 0;
    float4 v6 = 0;
    float4 v7 = 0;
    float4 v8 = 0;
    float4 v9 = 0;
    float4 v10 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.xyzw = input.TEXCOORD1;
    v3.xyzw = input.TEXCOORD2;
    v4.xyz = input.TEXCOORD3;
    v5.xyz = input.SIXNORMS0;
    v6.xyz = input.SIXNORMS1;
    v7.xyz = input.SIXNORMS2;
    v8.xyz = input.SIXNORMS3;
    v9.xyz = input.SIXNORMS4;
    v10.xyz = input.SIXNORMS5;
    r0.xy = v1.xy * v1.xy;
    r0.zw = r0.xy + r0.xy;
    r0.z = r0.w + r0.z;
    r0.w = v1.x * 4.0f;
    r0.z = mad(r0.w, v1.y, r0.z);
    r0.w = r0.w * v1.y;
    r1.xy = mad(r0.xy, float2(-4.0f, -4.0f), (-r0.ww));
    r0.xy = mad(r0.xy, float2(2.0f, 2.0f), (-v1.xy));
    r1.xy = mad(v1.xy, float2(4.0f, 4.0f), r1.xy);
    r1.xzw = mad(r0.xxx, v7.xyz, mad((mad((-v1.y), 3.0f, mad((-v1.x), 3.0f, r0.z)) + 1.0f).xxx, v5.xyz, (r1.xxx * v6.xyz)));
    r0.xyz = mad(r0.yyy, v9.xyz, mad(r1.yyy, v8.xyz, r1.xzw));
    r0.xyz = mad(r0.www, v10.xyz, r0.xyz);
    r1.x = dot(r0.xyz, mWorldView._m00_m10_m20);
    r1.y = dot(r0.xyz, mWorldView._m01_m11_m21);
    r1.z = dot(r0.xyz, mWorldView._m02_m12_m22);
    r0.w = dot(r1.xyz, skyDir.xyz);
    r1.xyw = mad((r0.w + r0.w).xxx, r1.xyz, (-skyDir.xyz));
    r1.xyw = (rsqrt(dot(r1.xyw, r1.xyw))).xxx * r1.xyw;
    r1.xy = exp2(((log2(max(dot(r1.xyw, (-((rsqrt(dot(v3.xyzw, v3.xyzw))).xxx * v3.xyz))), 0.0f))).xx * float2(32.0f, 64.0f)));
    r3.xyzw = (r1.xxxx * vHighlight1.xyzw) * float4(1.25f, 1.25f, 1.25f, 1.25f);
    r4.x = dot(r0.xyz, mWorld._m00_m10_m20);
    r4.y = dot(r0.xyz, mWorld._m01_m11_m21);
    r4.z = dot(r0.xyz, mWorld._m02_m12_m22);
    r0.xyz = v2.xyz + (-vEye.xyz);
    r0.w = dot(r0.xyz, r4.xyz);
    r0.w = r0.w + r0.w;
    r0.xyz = mad((-r0.www), r4.xyz, r0.xyz);
    r0.w = dot(r4.xyz, skyDir.xyz);
    r4.xyzw = (g_txEnvMap.Sample(g_samCube, r0.xyz)).xyzw * lightMul.xxxx;
    r0.x = r1.z + 1.0f;
    r1.x = saturate((-r1.z) + -0.01f);
    r0.y = r0.x * r0.x;
    r0.y = r0.y * r0.y;
    r2.xyzw = mad((mad(R0Inv, (r0.y * r0.x), R0Constant)).xxxx, r4.xyzw, ((r1.yyyy * vHighlight2.xyzw) * float4(1.6f, 1.6f, 1.6f, 1.6f)));
    r1.y = 0.0f;
    r4.xyzw = (g_txFalloff.Sample(g_samPoint, r1.xy)).xyzw;
    r0.y = r1.x * r4.x;
    o0.xyzw = mad(fReflectivity.xxxx, r2.xyzw, mad(r0.wwww, mad(vFrontColor.xyzw, r0.yyyy, ((mad((-r1.x), r4.x, 1.0f)).xxxx * vBackColor.xyzw)), r3.xyzw));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
