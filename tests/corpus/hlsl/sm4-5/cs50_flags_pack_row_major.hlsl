// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer P
// {
//
//   row_major float4x4 g_xf;           // Offset:    0 Size:    64
//   float g_eps;                       // Offset:   64 Size:     4
//
// }
//
// Resource bind info for g_d
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_d                                   UAV  struct         r/w    0        1
// P                                 cbuffer      NA          NA    0        1
//
cbuffer P : register(b0) {
    row_major float4x4 g_xf : packoffset(c0);
    float g_eps : packoffset(c4);
};
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_d : register(u0);
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    r0.xyzw = uint4(g_d[vThreadID.x].w[0], g_d[vThreadID.x].w[1], g_d[vThreadID.x].w[2], g_d[vThreadID.x].w[3]);
    r1.x = asuint(dot(g_xf._m00_m01_m02_m03, asfloat(r0.xyzw)));
    r1.y = asuint(dot(g_xf._m10_m11_m12_m13, asfloat(r0.xyzw)));
    r1.z = asuint(dot(g_xf._m20_m21_m22_m23, asfloat(r0.xyzw)));
    r1.w = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r2.x = rsqrt(asfloat(r1.w));
    r1.w = (g_eps < asfloat(r1.w)) ? 0xffffffffu : 0u;
    r1.xyz = (r1.www != 0u) ? asuint((asfloat(r1.xyz) * r2.xxx)) : r1.xyz;
    r1.w = asuint(dot(g_xf._m30_m31_m32_m33, asfloat(r0.xyzw)));
    r2.xyzw = (-asfloat(r0.xyzw)) + asfloat(r1.xyzw);
    r1.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r0.xyzw = asuint((asfloat(r1.xyzw) * r2.xyzw) / mad(asfloat(r0.xyzw), asfloat(r0.xyzw), float4(1.0f, 1.0f, 1.0f, 1.0f)));
    g_d[vThreadID.x].w[0] = r0.x;
    g_d[vThreadID.x].w[1] = r0.y;
    g_d[vThreadID.x].w[2] = r0.z;
    g_d[vThreadID.x].w[3] = r0.w;
    {
        return output;
    }
}
