// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Fmt
// {
//
//   int g_format;                      // Offset:    0 Size:     4
//   float4x4 g_viewProj;               // Offset:   16 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Fmt                               cbuffer      NA          NA    0        1
//
cbuffer Fmt : register(b0) {
    int g_format : packoffset(c0);
    column_major float4x4 g_viewProj : packoffset(c1);
};
struct Input {
    float4 POSITION0 : POSITION0;
    uint4 PACKED0 : PACKED0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyzw = input.POSITION0;
    v1.xyzw = input.PACKED0;
    switch (g_format) {
    case 0:
        r0.xyzw = float4(1.0f, 1.0f, 1.0f, 1.0f);
        r1.xyz = v0.xyz;
        break;
    case 1:
        r1.xyz = v0.xyz / v0.www;
        r0.xyzw = v0.wwww;
        break;
    case 2:
        r1.xyz = (float3)v1.xyz * float3(1.5259022e-5f, 1.5259022e-5f, 1.5259022e-5f);
        r0.xyzw = float4(1.0f, 1.0f, 1.0f, 1.0f);
        break;
    case 3:
        r2.xyzw = asuint(asint(v1.xyzw) & int4(1023, 255, 255, 255));
        r3.y = v1.x >> (0x00000014u & 31u);
        r3.x = asuint(asint((v1.x >> (0x0000000au & 31u))) & 1023);
        r4.x = (float)r2.x;
        r4.yz = (float2)r3.xy;
        r1.xyz = r4.xyz * float3(0.0009775171f, 0.0009775171f, 0.0009775171f);
        r0.xyz = (float3)r2.yzw * float3(0.003921569f, 0.003921569f, 0.003921569f);
        r0.w = 1.0f;
        break;
    default:
        r1.xyz = float3(0.0f, 0.0f, 0.0f);
        r0.xyzw = float4(1.0f, 0.0f, 1.0f, 1.0f);
        break;
    }
    o1.xyzw = r0.xyzw;
    r1.w = 1.0f;
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        return output;
    }
}
