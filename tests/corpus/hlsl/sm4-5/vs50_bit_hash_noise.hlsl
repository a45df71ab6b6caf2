// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer N
// {
//
//   uint g_seed;                       // Offset:    0 Size:     4
//   float g_amp;                       // Offset:    4 Size:     4
//   float2 pad;                        // Offset:    8 Size:     8 [unused]
//   float4x4 g_viewProj;               // Offset:   16 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// N                                 cbuffer      NA          NA    0        1
//
cbuffer N : register(b0) {
    uint g_seed : packoffset(c0);
    float g_amp : packoffset(c0.y);
    float2 pad : packoffset(c0.z);
    column_major float4x4 g_viewProj : packoffset(c1);
};
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
    int4 v1 = 0;
    precise float4 o0 = 0;
    precise int4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.x = asint(input.SV_VertexID0);
    r0.x = (v1.x ^ asint(g_seed)) * 747796405 + -1403630843;
    r0.y = asint((asuint(r0.x) >> (0x0000001cu & 31u))) + 4;
    r0.y = asint(asuint(r0.x) >> (asuint(r0.y) & 31u));
    r0.x = r0.x ^ r0.y;
    {
        int p0 = r0.x * 277803737;
        r0.x = p0;
    }
    r0.y = asint(asuint(r0.x) >> (0x00000016u & 31u));
    r0.x = r0.x ^ r0.y;
    r0.y = asint(reversebits(asuint(r0.x)));
    r0.x = asint(countbits(asuint(r0.x))) + -16;
    r0.z = (-asint(((firstbithigh(asuint(r0.y)) == 0xffffffffu) ? firstbithigh(asuint(r0.y)) : (31u - firstbithigh(asuint(r0.y)))))) + 31;
    r0.xz = asint((float2)asuint(r0.xz));
    r0.z = asint(asfloat(r0.z) * 0.032258064f);
    r0.y = (asuint(r0.y) != 0u) ? r0.z : 1292116232;
    r0.xyz = asint(mad((mad(asfloat(r0.x), 0.0625f, asfloat(r0.y))).xxx, g_amp.xxx, v0.xyz));
    r0.w = 1065353216;
    o0.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
