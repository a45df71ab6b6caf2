// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbNeverChanges
// {
//
//   uint4 insidePointIndex[90];        // Offset:    0 Size:  1440
//   uint4 outsidePointIndex[90];       // Offset: 1440 Size:  1440
//
// }
//
// cbuffer cbCS
// {
//
//   uint4 g_param;                     // Offset:    0 Size:    16
//
// }
//
// Resource bind info for InputEdgeFactor
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
// Resource bind info for NumVerticesIndicesOut
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// InputEdgeFactor                   texture  struct         r/o    0        1
// NumVerticesIndicesOut                 UAV  struct         r/w    0        1
// cbNeverChanges                    cbuffer      NA          NA    0        1
// cbCS                              cbuffer      NA          NA    1        1
//
cbuffer cbNeverChanges : register(b0) {
    uint4 insidePointIndex[90] : packoffset(c0);
    uint4 outsidePointIndex[90] : packoffset(c90);
};
cbuffer cbCS : register(b1) {
    uint4 g_param : packoffset(c0);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> InputEdgeFactor : register(t0);
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> NumVerticesIndicesOut : register(u0);
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    precise int4 r3 = 0;
    precise int4 r4 = 0;
    precise int4 r5 = 0;
    if (vThreadID.x < g_param.x) {
        r0.xyzw = uint4(InputEdgeFactor[vThreadID.x].w[0], InputEdgeFactor[vThreadID.x].w[1], InputEdgeFactor[vThreadID.x].w[2], InputEdgeFactor[vThreadID.x].w[3]);
        r1.xyz = asint((float3(0.0f, 0.0f, 0.0f) >= asfloat(r0.xyz)) ? 0xffffffffu : 0u);
        r1.x = r1.y | r1.x;
        if ((r1.z | r1.x) == 0) {
            r0.xyzw = asuint(min(max(asfloat(r0.xyzw), float4(1.0f, 1.0f, 1.0f, 1.0f)), float4(64.0f, 64.0f, 64.0f, 64.0f)));
            r0.xyzw = (asuint((asint(r0.xyzw) & int4(8388607, 8388607, 8388607, 8388607))) != 0u) ? asuint(((asint(r0.xyzw) & int4(2139095040, 2139095040, 2139095040, 2139095040)) + int4(8388608, 8388608, 8388608, 8388608))) : r0.xyzw;
            r1.xyzw = asint((uint4)asfloat(r0.xyzw)) & int4(1, 1, 1, 1);
            r2.xyz = (asuint(r1.xyz) != 0u) ? int3(1, 1, 1) : int3(0, 0, 0);
            r3.xyzw = asint((asfloat(r0.wxyz) == float4(1.0f, 1.0f, 1.0f, 1.0f)) ? 0xffffffffu : 0u);
            r1.x = asint(((asint(((r1.w != 0) ? 0xffffffffu : 0u)) == 0) ? 0xffffffffu : 0u)) | r3.x;
            r2.w = (asuint(r1.x) != 0u) ? 0 : 1;
            r1.y = r3.x & (r3.w & (r3.z & r3.y));
            if (r1.y == 0) {
                r3.xyzw = asint(asfloat(r0.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
                r4.xyzw = asint((r2.xyzw == int4(1, 1, 1, 1)) ? 0xffffffffu : 0u);
                r5.xyzw = asint(mad(asfloat(r0.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), asfloat(((r4.xyzw | asint(((asfloat(r0.xyzw) == float4(1.0f, 1.0f, 1.0f, 1.0f)) ? 0xffffffffu : 0u))) & int4(1056964608, 1056964608, 1056964608, 1056964608)))));
                r0.xyzw = (asuint(r4.xyzw) != 0u) ? asuint((asint((uint4)ceil(mad(asfloat(r0.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), float4(0.5f, 0.5f, 0.5f, 0.5f)))) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u))) : asuint(((asint((uint4)ceil(asfloat(r3.xyzw))) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u)) + int4(1, 1, 1, 1)));
                r0.x = asuint(asint(r0.y) + asint(r0.x));
                r0.x = asuint(asint(r0.z) + asint(r0.x));
                r0.y = (asuint(r1.x) != 0u) ? 0x00000003u : 0x00000004u;
                r0.y = max(r0.w, r0.y);
                r0.z = r0.y >> (0x00000001u & 31u);
                r0.xw = asuint(asint(r0.xz) + int2(-3, -1));
                {
                    int p0 = asint(r0.z) * asint(r0.w);
                    r1.z = p0;
                }
                r0.z = asuint(asint(r0.w) * asint(r0.z) + (-asint(r0.w)));
                {
                    int p0 = asint(r0.z) * 3;
                    r0.z = asuint(p0);
                }
                r0.w = asuint(3 * r1.z + 1);
                r0.z = (asuint(r1.x) != 0u) ? r0.w : r0.z;
                r3.x = asint(r0.z) + asint(r0.x);
            } else {
                r3.x = r1.y & 3;
                r5.xyzw = int4(0, 0, 0, 0);
                r0.y = 0x00000000u;
            }
        } else {
            r5.xyzw = int4(0, 0, 0, 0);
            r2.xyzw = int4(0, 0, 0, 0);
            r0.y = 0x00000000u;
            r3.x = 0;
        }
        if (r3.x == 0) {
            r3.y = 0;
        } else {
            if (r3.x == 3) {
                r3.y = 4;
            } else {
                r4.xyzw = asint((r2.wxyz == int4(1, 1, 1, 1)) ? 0xffffffffu : 0u);
                r1.xyzw = (int4)ceil(asfloat(r5.wxyz)) + r4.xyzw;
                {
                    int4 p0 = r1.xyzw * int4(10, 10, 10, 10);
                    r1.xyzw = p0;
                }
                r0.z = asuint(asint(insidePointIndex[asuint(r1.x) + 9].y) << (0x00000003u & 31u));
                r0.w = asuint(asint(outsidePointIndex[asuint(r1.y) + 9].y) << (0x00000003u & 31u));
                r0.w = asuint(asint(r0.w) + asint(r0.z));
                r4.yzw = asint((r2.xyz != r2.www) ? 0xffffffffu : 0u);
                r4.yzw = r4.xxx | r4.yzw;
                r2.xyz = asint((r2.xyz == r2.www) ? 0xffffffffu : 0u);
                r1.xy = asint(r0.ww) + int2(5, 4);
                r0.w = (asuint(r4.y) != 0u) ? asuint(((asuint(r2.x) != 0u) ? r1.x : r1.y)) : r0.w;
                r1.x = asint(r0.z) + (asint(outsidePointIndex[asuint(r1.z) + 9].y) << (0x00000003u & 31u));
                r1.yz = r1.xx + int2(5, 4);
                r1.y = (asuint(r2.y) != 0u) ? r1.y : r1.z;
                r1.x = (asuint(r4.z) != 0u) ? r1.y : r1.x;
                r1.y = asint(outsidePointIndex[asuint(r1.w) + 9].y) << (0x00000003u & 31u);
                r0.zw = asuint(asint(r0.zw) + r1.yx);
                r1.yz = asint(r0.zz) + int2(5, 4);
                r0.z = (asuint(r4.w) != 0u) ? asuint(((asuint(r2.z) != 0u) ? r1.y : r1.z)) : r0.z;
                r0.z = asuint(asint(r0.z) + asint(r0.w));
                r0.xw = asuint(asint((asuint((asint(r0.y) + 1)) >> (0x00000001u & 31u)).xx) + int2(-1, -2));
                r0.y = asuint((asint(r0.y) << (0x00000001u & 31u)) + 1);
                r0.x = asuint(-2 * asint(r0.x) + asint(r0.y));
                r0.x = asuint(asint(r0.x) * asint(r0.w) + (asint(r0.w) << (0x00000003u & 31u)));
                r0.x = asuint(asint(r0.x) * 3 + asint(r0.z));
                r0.y = asuint(asint(r0.x) + 4);
                r3.y = (asuint(r4.x) != 0u) ? asint(r0.y) : asint(r0.x);
            }
        }
        NumVerticesIndicesOut[vThreadID.x].w[0] = asuint(r3.x);
        NumVerticesIndicesOut[vThreadID.x].w[1] = asuint(r3.y);
    }
    {
        return output;
    }
}
