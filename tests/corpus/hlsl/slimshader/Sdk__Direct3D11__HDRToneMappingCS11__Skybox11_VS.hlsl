// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerObject
// {
//
//   row_major float4x4 g_mWorldViewProjection;// Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerObject                       cbuffer      NA          NA    0        1
//
cbuffer cbPerObject : register(b0) {
    row_major float4x4 g_mWorldViewProjection : packoffset(c0);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.POSITION0;
    o0.xyzw = v0.xyzw;
    r0.xyzw = mad(v0.wwww, g_mWorldViewProjection._m30_m31_m32_m33, mad(v0.zzzz, g_mWorldViewProjection._m20_m21_m22_m23, mad(v0.xxxx, g_mWorldViewProjection._m00_m01_m02_m03, (v0.yyyy * g_mWorldViewProjection._m10_m11_m12_m13))));
    r0.w = rsqrt(dot(r0.xyzw, r0.xyzw));
    o1.xyz = r0.www * r0.xyz;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xyz;
        return output;
    }
}
