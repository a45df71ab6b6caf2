// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer P
// {
//
//   float4x4 g_xf;                     // Offset:    0 Size:    64
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
    column_major float4x4 g_xf : packoffset(c0);
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
    precise float4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = g_d[vThreadID.x].w[0];
    r0.y = g_d[vThreadID.x].w[1];
    r0.z = g_d[vThreadID.x].w[2];
    r0.w = g_d[vThreadID.x].w[3];
    r0.x = r0.x;
    r0.y = r0.y;
    r0.z = r0.z;
    r0.w = r0.w;
    r1.xyzw = (asfloat(r0.xxxx) * g_xf._m00_m10_m20_m30) + (asfloat(r0.yyyy) * g_xf._m01_m11_m21_m31);
    r1.xyzw = r1.xyzw + (asfloat(r0.zzzz) * g_xf._m02_m12_m22_m32);
    r1.xyzw = r1.xyzw + (asfloat(r0.wwww) * g_xf._m03_m13_m23_m33);
    r2.x = asuint(dot(r1.xyz, r1.xyz));
    if (g_eps < asfloat(r2.x)) {
        r1.xyz = r1.xyz * (rsqrt(asfloat(r2.x))).xxx;
    }
    r2.xyzw = asuint(r1.xyzw + asfloat(asuint((-asfloat(r0.xyzw)))));
    r1.xyzw = (asfloat(r0.xyzw) + r1.xyzw) * asfloat(r2.xyzw);
    r0.xyzw = asuint(r1.xyzw / ((asfloat(r0.xyzw) * asfloat(r0.xyzw)) + (float4)int4(1, 1, 1, 1)));
    g_d[vThreadID.x].w[0] = r0.x;
    g_d[vThreadID.x].w[1] = r0.y;
    g_d[vThreadID.x].w[2] = r0.z;
    g_d[vThreadID.x].w[3] = r0.w;
    {
        return output;
    }
}
