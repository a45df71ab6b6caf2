// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cb
// {
//
//   row_major float4x4 g_matWVP;       // Offset:    0 Size:    64
//   float2 g_tess_edge_length_scale;   // Offset:   64 Size:     8
//   int num_triangles;                 // Offset:   72 Size:     4
//   float dummy;                       // Offset:   76 Size:     4 [unused]
//
// }
//
// Resource bind info for EdgeFactorBufOut
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
// InputVertices                     texture  float4         buf    0        1
// EdgeFactorBufOut                      UAV  struct         r/w    0        1
// cb                                cbuffer      NA          NA    0        1
//
cbuffer cb : register(b0) {
    row_major float4x4 g_matWVP : packoffset(c0);
    float2 g_tess_edge_length_scale : packoffset(c4);
    int num_triangles : packoffset(c4.z);
    float dummy : packoffset(c4.w);
};
Buffer<float4> InputVertices : register(t0);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> EdgeFactorBufOut : register(u0);
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    precise float4 r8 = 0;
    precise float4 r9 = 0;
    if (vThreadID.x < asuint(num_triangles)) {
        {
            int p0 = asint(vThreadID.x) * 3;
            r0.x = asuint(p0);
        }
        r0.xyzw = asuint((InputVertices.Load(asint(r0.x))).xyzw);
        r0.xyzw = asuint(mad(asfloat(r0.wwww), g_matWVP._m30_m31_m32_m33, mad(asfloat(r0.zzzz), g_matWVP._m20_m21_m22_m23, mad(asfloat(r0.xxxx), g_matWVP._m00_m01_m02_m03, (asfloat(r0.yyyy) * g_matWVP._m10_m11_m12_m13)))));
        r1.xy = asuint(asint(vThreadID.xx) * int2(3, 3) + int2(1, 2));
        r2.xyzw = (InputVertices.Load(asint(r1.x))).xyzw;
        r2.xyzw = mad(r2.wwww, g_matWVP._m30_m31_m32_m33, mad(r2.zzzz, g_matWVP._m20_m21_m22_m23, mad(r2.xxxx, g_matWVP._m00_m01_m02_m03, (r2.yyyy * g_matWVP._m10_m11_m12_m13))));
        r1.xyzw = asuint((InputVertices.Load(asint(r1.y))).xyzw);
        r1.xyzw = asuint(mad(asfloat(r1.wwww), g_matWVP._m30_m31_m32_m33, mad(asfloat(r1.zzzz), g_matWVP._m20_m21_m22_m23, mad(asfloat(r1.xxxx), g_matWVP._m00_m01_m02_m03, (asfloat(r1.yyyy) * g_matWVP._m10_m11_m12_m13)))));
        r0.xyz = asuint(asfloat(r0.xyz) / asfloat(r0.www));
        r2.xyz = r2.xyz / r2.www;
        r1.xyz = asuint(asfloat(r1.xyz) / asfloat(r1.www));
        r3.xyz = asuint(asfloat(r0.xyz) + asfloat(uint3(0x80000000u, 0x80000000u, 0xbf000000u)));
        r4.xyz = asuint(r2.xyz + asfloat(uint3(0x80000000u, 0x80000000u, 0xbf000000u)));
        r5.xyz = asuint(asfloat(r1.xyz) + asfloat(uint3(0x80000000u, 0x80000000u, 0xbf000000u)));
        r6.xyz = (-asfloat(r3.zxy)) + asfloat(r4.zxy);
        r0.zw = asuint(asfloat(r3.zz) * r6.zy);
        r0.z = asuint(mad(r6.x, asfloat(r3.y), (-asfloat(r0.z))));
        r7.xyz = asfloat(r5.zzx) * r6.zyz;
        r1.z = asuint(mad(r6.x, asfloat(r5.y), (-r7.x)));
        r1.w = asuint(min(asfloat(r0.z), asfloat(r1.z)));
        r0.z = asuint(max(asfloat(r0.z), asfloat(r1.z)));
        r1.z = asuint(dot(abs(r6.xz), float2(1.02f, 0.52f)));
        r0.z = asuint(asint((((-asfloat(r1.z)) < asfloat(r0.z)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u)));
        r0.w = asuint(mad((-r6.x), asfloat(r3.x), asfloat(r0.w)));
        r1.z = asuint(mad((-r6.x), asfloat(r5.x), r7.y));
        r1.w = asuint(min(asfloat(r0.w), asfloat(r1.z)));
        r0.w = asuint(max(asfloat(r0.w), asfloat(r1.z)));
        r1.z = asuint(dot(abs(r6.xy), float2(1.02f, 0.52f)));
        r0.w = asuint(asint((((-asfloat(r1.z)) < asfloat(r0.w)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u)));
        r0.zw = asuint(~asint(r0.zw));
        r0.z = asuint(asint(r0.w) | asint(r0.z));
        r0.w = asuint(mad(r6.z, asfloat(r4.x), (-(asfloat(r4.y) * r6.y))));
        r1.z = asuint(mad((-r6.y), asfloat(r5.y), r7.z));
        r1.w = asuint(min(asfloat(r0.w), asfloat(r1.z)));
        r0.w = asuint(max(asfloat(r0.w), asfloat(r1.z)));
        r1.z = asuint(dot(abs(r6.zy), float2(1.02f, 1.02f)));
        r0.w = asuint(~(asint((((-asfloat(r1.z)) < asfloat(r0.w)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u))));
        if (asuint((asint(r0.w) | asint(r0.z))) == 0u) {
            r7.xyz = (-asfloat(r4.yzx)) + asfloat(r5.yzx);
            r8.xyz = asfloat(r3.zzx) * r7.xzx;
            r0.z = asuint(mad(r7.y, asfloat(r3.y), (-r8.x)));
            r1.zw = asuint(asfloat(r5.zz) * r7.xz);
            r0.w = asuint(mad(r7.y, asfloat(r5.y), (-asfloat(r1.z))));
            r1.z = asuint(min(asfloat(r0.w), asfloat(r0.z)));
            r0.z = asuint(max(asfloat(r0.w), asfloat(r0.z)));
            r0.w = asuint(dot(abs(r7.yx), float2(1.02f, 0.52f)));
            r0.z = asuint(asint((((-asfloat(r0.w)) < asfloat(r0.z)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.z) < asfloat(r0.w)) ? 0xffffffffu : 0u)));
            r0.w = asuint(mad((-r7.y), asfloat(r3.x), r8.y));
            r1.z = asuint(mad((-r7.y), asfloat(r5.x), asfloat(r1.w)));
            r1.w = asuint(min(asfloat(r0.w), asfloat(r1.z)));
            r0.w = asuint(max(asfloat(r0.w), asfloat(r1.z)));
            r1.z = asuint(dot(abs(r7.yz), float2(1.02f, 0.52f)));
            r0.w = asuint(asint((((-asfloat(r1.z)) < asfloat(r0.w)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u)));
            r0.zw = asuint(~asint(r0.zw));
            r0.z = asuint(asint(r0.w) | asint(r0.z));
            r0.w = asuint(mad((-r7.z), asfloat(r3.y), r8.z));
            r1.z = asuint(mad(r7.x, asfloat(r4.x), (-(asfloat(r4.y) * r7.z))));
            r1.w = asuint(min(asfloat(r0.w), asfloat(r1.z)));
            r0.w = asuint(max(asfloat(r0.w), asfloat(r1.z)));
            r1.z = asuint(dot(abs(r7.xz), float2(1.02f, 1.02f)));
            r0.w = asuint(~(asint((((-asfloat(r1.z)) < asfloat(r0.w)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u))));
            if (asuint((asint(r0.w) | asint(r0.z))) == 0u) {
                r8.xyzw = asfloat(r3.zyxy) + (-asfloat(r5.zyxy));
                r0.zw = asuint(asfloat(r3.zz) * r8.wz);
                r0.z = asuint(mad(r8.x, asfloat(r3.y), (-asfloat(r0.z))));
                r9.xyz = asfloat(r4.zzx) * r8.yzw;
                r1.z = asuint(mad(r8.x, asfloat(r4.y), (-r9.x)));
                r1.w = asuint(min(asfloat(r0.z), asfloat(r1.z)));
                r0.z = asuint(max(asfloat(r0.z), asfloat(r1.z)));
                r1.z = asuint(dot(abs(r8.xw), float2(1.02f, 0.52f)));
                r0.z = asuint(asint((((-asfloat(r1.z)) < asfloat(r0.z)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u)));
                r0.w = asuint(mad((-r8.x), asfloat(r3.x), asfloat(r0.w)));
                r1.z = asuint(mad((-r8.x), asfloat(r4.x), r9.y));
                r1.w = asuint(min(asfloat(r0.w), asfloat(r1.z)));
                r0.w = asuint(max(asfloat(r0.w), asfloat(r1.z)));
                r1.z = asuint(dot(abs(r8.xz), float2(1.02f, 0.52f)));
                r0.w = asuint(asint((((-asfloat(r1.z)) < asfloat(r0.w)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u)));
                r0.zw = asuint(~asint(r0.zw));
                r0.z = asuint(asint(r0.w) | asint(r0.z));
                r0.w = asuint(mad((-r8.z), asfloat(r4.y), r9.z));
                r1.z = asuint(mad(r8.w, asfloat(r5.x), (-(asfloat(r5.y) * r8.z))));
                r1.w = asuint(min(asfloat(r0.w), asfloat(r1.z)));
                r0.w = asuint(max(asfloat(r0.w), asfloat(r1.z)));
                r1.z = asuint(dot(abs(r8.wz), float2(1.02f, 1.02f)));
                r0.w = asuint(~(asint((((-asfloat(r1.z)) < asfloat(r0.w)) ? 0xffffffffu : 0u)) & asint(((asfloat(r1.w) < asfloat(r1.z)) ? 0xffffffffu : 0u))));
                if (asuint((asint(r0.w) | asint(r0.z))) == 0u) {
                    r8.xyz = min(asfloat(r5.xyz), min(asfloat(r3.xyz), asfloat(r4.xyz)));
                    r4.xyz = asuint(max(asfloat(r5.xyz), max(asfloat(r3.xyz), asfloat(r4.xyz))));
                    r4.xyz = asuint(asint(((asfloat(r4.xyz) < float3(-1.02f, -1.02f, -0.52f)) ? 0xffffffffu : 0u)) | asint(((float3(1.02f, 1.02f, 0.52f) < r8.xyz) ? 0xffffffffu : 0u)));
                    if (asuint((asint(r4.z) | (asint(r4.y) | asint(r4.x)))) == 0u) {
                        r4.xyz = asuint(mad(r6.zxy, r7.yzx, (-(r6.xyz * r7.xyz))));
                        r0.z = asuint(dot(asfloat(r4.xyz), asfloat(r3.xyz)));
                        r3.xyz = (float3(0.0f, 0.0f, 0.0f) < asfloat(r4.xyz)) ? 0xffffffffu : 0u;
                        r5.xyzw = (r3.xxyy != 0u) ? uint4(0xbf828f5cu, 0x3f828f5cu, 0xbf828f5cu, 0x3f828f5cu) : uint4(0x3f828f5cu, 0xbf828f5cu, 0x3f828f5cu, 0xbf828f5cu);
                        r3.xz = (r3.zz != 0u) ? uint2(0xbf051eb8u, 0x3f051eb8u) : uint2(0x3f051eb8u, 0xbf051eb8u);
                        r3.yw = r5.xz;
                        r0.w = asuint(dot(asfloat(r4.zxy), asfloat(r3.xyw)));
                        r0.w = (0.0f >= ((-asfloat(r0.z)) + asfloat(r0.w))) ? 0xffffffffu : 0u;
                        r3.xy = r5.yw;
                        r0.z = (asint(((((-asfloat(r0.z)) + dot(asfloat(r4.xyz), asfloat(r3.xyz))) < 0.0f) ? 0xffffffffu : 0u)) == 0) ? 0xffffffffu : 0u;
                        r0.z = asuint(asint(r0.z) & asint(r0.w));
                    } else {
                        r0.z = 0x00000000u;
                    }
                } else {
                    r0.z = 0x00000000u;
                }
            } else {
                r0.z = 0x00000000u;
            }
        } else {
            r0.z = 0x00000000u;
        }
        r1.zw = asuint((asfloat(r0.xy) + (-asfloat(r1.xy))) * g_tess_edge_length_scale.xy);
        r0.w = asuint(dot(asfloat(r1.zw), asfloat(r1.zw)));
        r0.xy = asuint(((-asfloat(r0.xy)) + r2.xy) * g_tess_edge_length_scale.xy);
        r0.x = asuint(dot(asfloat(r0.xy), asfloat(r0.xy)));
        r3.xy = asuint(sqrt(asfloat(r0.wx)));
        r0.xy = asuint(((-r2.xy) + asfloat(r1.xy)) * g_tess_edge_length_scale.xy);
        r3.z = asuint(sqrt(dot(asfloat(r0.xy), asfloat(r0.xy))));
        r3.w = asuint(min(asfloat(r3.z), min(asfloat(r3.y), asfloat(r3.x))));
        r0.xyzw = asuint(asint(r0.zzzz) & asint(min(asfloat(r3.xyzw), float4(9.0f, 9.0f, 9.0f, 9.0f))));
        EdgeFactorBufOut[vThreadID.x].w[0] = r0.x;
        EdgeFactorBufOut[vThreadID.x].w[1] = r0.y;
        EdgeFactorBufOut[vThreadID.x].w[2] = r0.z;
        EdgeFactorBufOut[vThreadID.x].w[3] = r0.w;
    }
    {
        return output;
    }
}
