// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Q
// {
//
//   float3 g_qScale;                   // Offset:    0 Size:    12
//   float pad0;                        // Offset:   12 Size:     4 [unused]
//   float3 g_qBias;                    // Offset:   16 Size:    12
//   float pad1;                        // Offset:   28 Size:     4 [unused]
//   float4x4 g_viewProj;               // Offset:   32 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Q                                 cbuffer      NA          NA    0        1
//
cbuffer Q : register(b0) {
    float3 g_qScale : packoffset(c0);
    float pad0 : packoffset(c0.w);
    float3 g_qBias : packoffset(c1);
    float pad1 : packoffset(c1.w);
    column_major float4x4 g_viewProj : packoffset(c2);
};
struct Input {
    uint2 POSITION0 : POSITION0;
    uint NORMAL0 : NORMAL0;
    uint TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    int4 v1 = 0;
    uint4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    v0.xy = input.POSITION0;
    v1.x = asint(input.NORMAL0);
    v2.x = input.TEXCOORD0;
    r0.x = asuint(asint(v0.x) & 2097151);
    r1.xy = v0.xy >> (uint2(0x00000015u, 0x0000000au) & 31u);
    r0.w = asuint(asint((((v0.y << (0x0000000bu & 31u)) & (((1u << (0x0000000au & 31u)) - 1u) << (0x0000000bu & 31u))) | (0x00000000u & ~(((1u << (0x0000000au & 31u)) - 1u) << (0x0000000bu & 31u))))) + asint(r1.x));
    r0.z = asuint((float)r1.y);
    r0.xy = asuint((float2)r0.xw);
    r0.xyz = asuint(mad(asfloat(r0.xyz), g_qScale.xyz, g_qBias.xyz));
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33);
    r0.x = ((16 & 31u) == 0u) ? 0u : ((((16 & 31u) + (0 & 31u)) < 32u) ? asuint(asint(asuint(v1.x) << (32u - (16 & 31u) - (0 & 31u))) >> (32u - (16 & 31u))) : asuint(v1.x >> (0 & 31u)));
    r0.z = asuint(v1.x >> (0x00000010u & 31u));
    r0.xy = asuint((float2)asint(r0.xz));
    r0.zw = (asfloat(r0.xy) >= float2(0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r0.xy = asuint(asfloat(r0.xy) * float2(3.051851e-5f, 3.051851e-5f));
    r1.xyz = asuint((-abs(asfloat(r0.xyx))) + float3(1.0f, 1.0f, 1.0f));
    r0.zw = asuint(asfloat(((r0.zw != 0u) ? uint2(0x3f800000u, 0x3f800000u) : uint2(0xbf800000u, 0xbf800000u))) * asfloat(r1.yz));
    r1.z = asuint((-abs(asfloat(r0.y))) + asfloat(r1.x));
    r1.xy = (((asfloat(r1.z) < 0.0f) ? 0xffffffffu : 0u).xx != 0u) ? r0.zw : r0.xy;
    o1.xyz = (rsqrt(dot(asfloat(r1.xyz), asfloat(r1.xyz)))).xxx * asfloat(r1.xyz);
    o2.y = f16tof32((v2.x >> (0x00000010u & 31u)));
    o2.x = f16tof32(v2.x);
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
