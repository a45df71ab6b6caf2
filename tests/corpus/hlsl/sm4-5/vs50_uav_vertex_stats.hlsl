// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cam
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_counts                              UAV    byte         r/w    1        1
// Cam                               cbuffer      NA          NA    0        1
//
cbuffer Cam : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
RWByteAddressBuffer g_counts : register(u1);
struct Input {
    float3 POSITION0 : POSITION0;
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.x = input.SV_VertexID0;
    r0.x = asuint(asint((v1.x >> (0x00000006u & 31u))) << (0x00000002u & 31u));
    g_counts.InterlockedAdd(r0.x, 0x00000001u);
    r0.xyz = asuint(v0.xyz);
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
