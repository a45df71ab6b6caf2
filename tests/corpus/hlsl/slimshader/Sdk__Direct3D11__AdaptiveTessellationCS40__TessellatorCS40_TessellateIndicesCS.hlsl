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
// Resource bind info for InputTriIDIndexID
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
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
// Resource bind info for InputScanned
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
// InputTriIDIndexID                 texture  struct         r/o    0        1
// InputEdgeFactor                   texture  struct         r/o    1        1
// InputScanned                      texture  struct         r/o    2        1
// TessedIndicesOut                      UAV    byte         r/w    0        1
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
struct S_t0 { uint w[2]; };
StructuredBuffer<S_t0> InputTriIDIndexID : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> InputEdgeFactor : register(t1);
struct S_t2 { uint w[2]; };
StructuredBuffer<S_t2> InputScanned : register(t2);
RWByteAddressBuffer TessedIndicesOut : register(u0);
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise int4 r3 = 0;
    precise int4 r4 = 0;
    precise int4 r5 = 0;
    precise int4 r6 = 0;
    precise int4 r7 = 0;
    precise int4 r8 = 0;
    precise int4 r9 = 0;
    precise int4 r10 = 0;
    if (vThreadID.x < g_param.x) {
        r0.xy = uint2(InputTriIDIndexID[vThreadID.x].w[0], InputTriIDIndexID[vThreadID.x].w[1]);
        r0.z = asuint(asint(r0.x) + -1);
        r1.x = InputScanned[r0.z].w[0];
        r2.xyzw = uint4(InputEdgeFactor[r0.x].w[0], InputEdgeFactor[r0.x].w[1], InputEdgeFactor[r0.x].w[2], InputEdgeFactor[r0.x].w[3]);
        r0.xzw = (float3(0.0f, 0.0f, 0.0f) >= asfloat(r2.xyz)) ? 0xffffffffu : 0u;
        r0.x = asuint(asint(r0.z) | asint(r0.x));
        if (asuint((asint(r0.w) | asint(r0.x))) == 0u) {
            r2.xyzw = asuint(min(max(asfloat(r2.xyzw), float4(1.0f, 1.0f, 1.0f, 1.0f)), float4(64.0f, 64.0f, 64.0f, 64.0f)));
            r2.xyzw = (asuint((asint(r2.xyzw) & int4(8388607, 8388607, 8388607, 8388607))) != 0u) ? asuint(((asint(r2.xyzw) & int4(2139095040, 2139095040, 2139095040, 2139095040)) + int4(8388608, 8388608, 8388608, 8388608))) : r2.xyzw;
            r3.xyzw = asint((uint4)asfloat(r2.xyzw)) & int4(1, 1, 1, 1);
            r3.xyz = (asuint(r3.xyz) != 0u) ? int3(1, 1, 1) : int3(0, 0, 0);
            r4.xyzw = asint((asfloat(r2.wxyz) == float4(1.0f, 1.0f, 1.0f, 1.0f)) ? 0xffffffffu : 0u);
            r0.x = asuint(asint(((asint(((r3.w != 0) ? 0xffffffffu : 0u)) == 0) ? 0xffffffffu : 0u)) | r4.x);
            r3.w = (r0.x != 0u) ? 0 : 1;
            r0.z = asuint(r4.x & (r4.w & (r4.z & r4.y)));
            if (r0.z == 0u) {
                r4.xyzw = asint(asfloat(r2.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
                r5.xyzw = asint((r3.xyzw == int4(1, 1, 1, 1)) ? 0xffffffffu : 0u);
                r6.xyzw = asint(mad(asfloat(r2.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), asfloat(((r5.xyzw | asint(((asfloat(r2.xyzw) == float4(1.0f, 1.0f, 1.0f, 1.0f)) ? 0xffffffffu : 0u))) & int4(1056964608, 1056964608, 1056964608, 1056964608)))));
                r2.xyzw = (asuint(r5.xyzw) != 0u) ? asuint((asint((uint4)ceil(mad(asfloat(r2.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), float4(0.5f, 0.5f, 0.5f, 0.5f)))) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u))) : asuint(((asint((uint4)ceil(asfloat(r4.xyzw))) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u)) + int4(1, 1, 1, 1)));
                r0.w = asuint((asint(r2.z) + (asint(r2.y) + asint(r2.x))) + -3);
                r2.w = max(r2.w, ((r0.x != 0u) ? 0x00000003u : 0x00000004u));
                r1.y = r2.w >> (0x00000001u & 31u);
                r1.z = asuint(asint(r1.y) + -1);
                {
                    int p0 = asint(r1.y) * asint(r1.z);
                    r1.w = asuint(p0);
                }
                r1.y = asuint(asint(r1.z) * asint(r1.y) + (-asint(r1.z)));
                {
                    int p0 = asint(r1.y) * 3;
                    r1.y = asuint(p0);
                }
                r1.z = asuint(3 * asint(r1.w) + 1);
                r0.x = (r0.x != 0u) ? r1.z : r1.y;
                r0.x = asuint(asint(r0.x) + asint(r0.w));
            } else {
                r0.x = asuint(asint(r0.z) & 3);
                r6.xyzw = int4(0, 0, 0, 0);
                r2.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
                r0.w = 0x00000000u;
            }
        } else {
            r6.xyzw = int4(0, 0, 0, 0);
            r2.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
            r3.xyzw = int4(0, 0, 0, 0);
            r0.xw = uint2(0x00000000u, 0x00000000u);
        }
        if (asint(r0.x) == 3) {
            r0.x = (r0.y < 0x00000003u) ? 0xffffffffu : 0u;
            r0.z = asuint(asint(r0.y) + asint(r1.x));
            r0.x = (r0.x != 0u) ? r0.z : 0xffffffffu;
        } else {
            r4.xyzw = (int4)ceil(asfloat(r6.xyzw));
            r5.xyzw = asint((r3.xyzw == int4(1, 1, 1, 1)) ? 0xffffffffu : 0u);
            r6.xyzw = r4.xyzw + r5.xyzw;
            {
                int2 p0 = r6.wx * int2(10, 10);
                r1.yz = asuint(p0);
            }
            r0.z = asuint(asint(insidePointIndex[r1.y + 9].y) << (0x00000003u & 31u));
            r1.y = asuint(asint(r0.z) + (asint(outsidePointIndex[r1.z + 9].y) << (0x00000003u & 31u)));
            r1.z = asuint(r5.w | asint(((r3.x != r3.w) ? 0xffffffffu : 0u)));
            r1.w = (r3.x == r3.w) ? 0xffffffffu : 0u;
            r5.xy = asint(r1.yy) + int2(5, 4);
            r1.y = (r1.z != 0u) ? asuint(((r1.w != 0u) ? r5.x : r5.y)) : r1.y;
            if (r0.y < r1.y) {
                r5.xy = r4.xw + asint(((r3.xw == int2(1, 1)) ? 0xffffffffu : 0u));
                {
                    int2 p0 = r5.xy * int2(10, 10);
                    r6.xw = p0;
                }
                r7.y = asint(outsidePointIndex[asuint(r6.x) + 9].y);
                r7.x = asint(insidePointIndex[asuint(r6.w) + 9].y);
                r7.xy = r7.xy << (uint2(0x00000002u, 0x00000002u) & 31u);
                if (r0.y < asuint(r7.x)) {
                    r4.x = asint(r0.y) + (-(asint(r0.y) & -4));
                    r3.x = r5.y * 10 + asint((r0.y >> (0x00000002u & 31u)));
                    r7.zw = asint((r4.xx == int2(0, 2)) ? 0xffffffffu : 0u);
                    if ((r7.w | r7.z) != 0) {
                        r5.z = r5.y * 10 + asint(insidePointIndex[asuint(r3.x)].z);
                        r5.z = (asint(r0.w) + asint(insidePointIndex[asuint(r5.z)].y)) + asint((asuint(r4.x) >> (0x00000001u & 31u)));
                    } else {
                        if (r4.x == 1) {
                            r3.x = r5.x * 10 + asint(insidePointIndex[asuint(r3.x)].z);
                            r5.z = asint(outsidePointIndex[asuint(r3.x)].y);
                        } else {
                            r5.z = -1;
                        }
                    }
                } else {
                    r3.x = asint(r0.y) + (-r7.x);
                    if (asuint(r3.x) < asuint(r7.y)) {
                        r7.z = r3.x + (-(r3.x & -4));
                        r4.x = r5.x * 10 + asint((asuint(r3.x) >> (0x00000002u & 31u)));
                        if (asuint(r7.z) < 0x00000002u) {
                            r7.w = r5.x * 10 + asint(outsidePointIndex[asuint(r4.x)].z);
                            r5.z = r7.z + asint(outsidePointIndex[asuint(r7.w)].y);
                        } else {
                            if (r7.z == 2) {
                                r4.x = r5.y * 10 + asint(outsidePointIndex[asuint(r4.x)].z);
                                r7.z = asint(r0.w) + asint(insidePointIndex[asuint(r4.x)].y);
                                r7.w = r7.z + 1;
                                r5.z = (insidePointIndex[asuint(r4.x)].x != 0u) ? r7.w : r7.z;
                            } else {
                                r5.z = -1;
                            }
                        }
                    } else {
                        r8.xyz = asint(r1.zzz) & ((r1.www != 0u) ? int3(1, 1, 5) : ((asuint(r3.www) != 0u) ? int3(0, 1, 4) : int3(1, 0, 4)));
                        r1.z = asuint((-r7.y) + r3.x);
                        if (r1.z < asuint(r8.z)) {
                            if (r1.w != 0u) {
                                r9.xyzw = asint((asint(r1.zzzz) == int4(0, 2, 1, 3)) ? 0xffffffffu : 0u);
                                r7.zw = asint(asuint(r7.xy) >> (uint2(0x00000002u, 0x00000002u) & 31u));
                                r10.xy = r9.yw & int2(1, 1);
                                r9.xy = r9.yw | r9.xz;
                                r5.z = (asuint(r9.x) != 0u) ? ((asint(r0.w) + r7.z) + r10.x) : ((asuint(r9.y) != 0u) ? (r7.w + r10.y) : -1);
                            } else {
                                r7.zw = asint(asuint(r7.xy) >> (uint2(0x00000002u, 0x00000002u) & 31u));
                                r1.w = asuint(asint(r0.w) + r7.z);
                                r3.x = (r1.z != 0u) ? ((((r1.z < 0x00000003u) ? 0xffffffffu : 0u) != 0u) ? ((asint(r1.z) + r7.w) + -1) : -1) : asint(r1.w);
                                r9.xyz = asint((asint(r1.zzz) == int3(0, 2, 1)) ? 0xffffffffu : 0u);
                                r1.w = asuint(asint(r1.w) + (r9.y & 1));
                                r5.z = (asuint(r3.w) != 0u) ? asint(((asuint((r9.y | r9.x)) != 0u) ? r1.w : asuint(((asuint(r9.z) != 0u) ? r7.w : -1)))) : r3.x;
                            }
                        } else {
                            r1.z = asuint((-r8.z) + asint(r1.z));
                            if (r1.z < asuint(r7.y)) {
                                r3.x = asint(r1.z) + (-(asint(r1.z) & -4));
                                r1.w = asuint(r5.x * 10 + asint((r1.z >> (0x00000002u & 31u))));
                                if (asuint(r3.x) < 0x00000002u) {
                                    r7.z = (r5.x * 10 + asint(outsidePointIndex[r1.w].z)) + 1;
                                    r5.z = r3.x + ((r8.x + asint((asuint(r7.y) >> (0x00000002u & 31u)))) + ((-asint(outsidePointIndex[asuint(r7.z)].y)) + asint(outsidePointIndex[asuint(r6.x) + 9].y)));
                                } else {
                                    if (r3.x == 2) {
                                        r1.w = asuint((r5.y * 10 + asint(outsidePointIndex[r1.w].z)) + 1);
                                        r5.z = ((-asint(insidePointIndex[r1.w].y)) + asint(insidePointIndex[asuint(r6.w) + 9].y)) + (r8.y + (asint(r0.w) + asint((asuint(r7.x) >> (0x00000002u & 31u)))));
                                    } else {
                                        r5.z = -1;
                                    }
                                }
                            } else {
                                r1.z = asuint((-r7.y) + asint(r1.z));
                                r1.w = r1.z >> (0x00000002u & 31u);
                                r1.z = asuint(asint(r1.z) + (-(asint(r1.z) & -4)));
                                r1.w = asuint(r5.y * 10 + asint(r1.w));
                                r7.zw = asint((asint(r1.zz) == int2(0, 2)) ? 0xffffffffu : 0u);
                                if ((r7.w | r7.z) != 0) {
                                    r4.x = (r5.y * 10 + asint(insidePointIndex[r1.w].w)) + 1;
                                    r3.x = (r8.y + (asint(r0.w) + asint((asuint(r7.x) >> (0x00000002u & 31u))))) + ((-asint(insidePointIndex[asuint(r4.x)].y)) + asint(insidePointIndex[asuint(r6.w) + 9].y));
                                    r5.z = r3.x + (r7.w & 1);
                                } else {
                                    if (asint(r1.z) == 1) {
                                        r1.w = asuint(r5.x * 10 + asint(insidePointIndex[r1.w].w));
                                        r3.x = asint(r1.w) + 1;
                                        r1.z = asuint((r8.x + asint((asuint(r7.y) >> (0x00000002u & 31u)))) + ((-asint(outsidePointIndex[asuint(r3.x)].y)) + asint(outsidePointIndex[asuint(r6.x) + 9].y)));
                                        r5.z = (outsidePointIndex[r1.w].x != 0u) ? (asint(r1.z) + 1) : asint(r1.z);
                                    } else {
                                        r5.z = -1;
                                    }
                                }
                            }
                        }
                    }
                }
                r1.z = (r5.z != -1) ? 0xffffffffu : 0u;
                r1.w = asuint(asint(r1.x) + r5.z);
                r0.x = (r1.z != 0u) ? r1.w : 0xffffffffu;
            } else {
                {
                    int p0 = r6.y * 10;
                    r1.z = asuint(p0);
                }
                r1.z = asuint(asint(r0.z) + (asint(outsidePointIndex[r1.z + 9].y) << (0x00000003u & 31u)));
                r1.w = asuint(r5.w | asint(((r3.y != r3.w) ? 0xffffffffu : 0u)));
                r3.x = asint((r3.y == r3.w) ? 0xffffffffu : 0u);
                r5.xy = asint(r1.zz) + int2(5, 4);
                r1.z = (r1.w != 0u) ? asuint(((asuint(r3.x) != 0u) ? r5.x : r5.y)) : r1.z;
                r1.z = asuint(asint(r1.y) + asint(r1.z));
                if (r0.y < r1.z) {
                    r5.x = asint(r2.x) + -1;
                    r4.x = (asint(r0.w) + asint(r2.w)) + -3;
                    r1.y = asuint(asint(r0.y) + (-asint(r1.y)));
                    r5.yz = r4.yw + asint(((r3.yw == int2(1, 1)) ? 0xffffffffu : 0u));
                    {
                        int2 p0 = r5.yz * int2(10, 10);
                        r6.xy = p0;
                    }
                    r7.y = asint(outsidePointIndex[asuint(r6.x) + 9].y);
                    r7.x = asint(insidePointIndex[asuint(r6.y) + 9].y);
                    r7.xy = r7.xy << (uint2(0x00000002u, 0x00000002u) & 31u);
                    if (r1.y < asuint(r7.x)) {
                        r4.y = asint(r1.y) + (-(asint(r1.y) & -4));
                        r3.y = r5.z * 10 + asint((r1.y >> (0x00000002u & 31u)));
                        r7.zw = asint((r4.yy == int2(0, 2)) ? 0xffffffffu : 0u);
                        if ((r7.w | r7.z) != 0) {
                            r6.w = r5.z * 10 + asint(insidePointIndex[asuint(r3.y)].z);
                            r6.w = (r4.x + asint(insidePointIndex[asuint(r6.w)].y)) + asint((asuint(r4.y) >> (0x00000001u & 31u)));
                        } else {
                            if (r4.y == 1) {
                                r3.y = r5.y * 10 + asint(insidePointIndex[asuint(r3.y)].z);
                                r6.w = r5.x + asint(outsidePointIndex[asuint(r3.y)].y);
                            } else {
                                r6.w = -1;
                            }
                        }
                    } else {
                        r1.y = asuint(asint(r1.y) + (-r7.x));
                        if (r1.y < asuint(r7.y)) {
                            r4.y = asint(r1.y) + (-(asint(r1.y) & -4));
                            r3.y = r5.y * 10 + asint((r1.y >> (0x00000002u & 31u)));
                            if (asuint(r4.y) < 0x00000002u) {
                                r7.z = r5.y * 10 + asint(outsidePointIndex[asuint(r3.y)].z);
                                r6.w = r4.y + (r5.x + asint(outsidePointIndex[asuint(r7.z)].y));
                            } else {
                                if (r4.y == 2) {
                                    r3.y = r5.z * 10 + asint(outsidePointIndex[asuint(r3.y)].z);
                                    r4.y = r4.x + asint(insidePointIndex[asuint(r3.y)].y);
                                    r6.w = (insidePointIndex[asuint(r3.y)].x != 0u) ? (r4.y + 1) : r4.y;
                                } else {
                                    r6.w = -1;
                                }
                            }
                        } else {
                            r8.xyz = asint(r1.www) & ((asuint(r3.xxx) != 0u) ? int3(1, 1, 5) : ((asuint(r3.www) != 0u) ? int3(0, 1, 4) : int3(1, 0, 4)));
                            r1.y = asuint((-r7.y) + asint(r1.y));
                            if (r1.y < asuint(r8.z)) {
                                if (r3.x != 0) {
                                    r9.xyzw = asint((asint(r1.yyyy) == int4(0, 2, 1, 3)) ? 0xffffffffu : 0u);
                                    r3.xy = asint(asuint(r7.xy) >> (uint2(0x00000002u, 0x00000002u) & 31u));
                                    r7.zw = r9.yw & int2(1, 1);
                                    r1.w = asuint((r3.x + r4.x) + r7.z);
                                    r9.xy = r9.yw | r9.xz;
                                    r6.w = (asuint(r9.x) != 0u) ? asint(r1.w) : ((asuint(r9.y) != 0u) ? (r7.w + (r3.y + r5.x)) : -1);
                                } else {
                                    r3.xy = asint(asuint(r7.xy) >> (uint2(0x00000002u, 0x00000002u) & 31u));
                                    r1.w = asuint(r3.x + r4.x);
                                    r3.y = r3.y + r5.x;
                                    r3.x = (r1.y != 0u) ? ((((r1.y < 0x00000003u) ? 0xffffffffu : 0u) != 0u) ? ((asint(r1.y) + r3.y) + -1) : -1) : asint(r1.w);
                                    r9.xyz = asint((asint(r1.yyy) == int3(0, 2, 1)) ? 0xffffffffu : 0u);
                                    r6.w = (asuint(r3.w) != 0u) ? asint(((asuint((r9.y | r9.x)) != 0u) ? asuint((asint(r1.w) + (r9.y & 1))) : asuint(((asuint(r9.z) != 0u) ? r3.y : -1)))) : r3.x;
                                }
                            } else {
                                r1.y = asuint((-r8.z) + asint(r1.y));
                                if (r1.y < asuint(r7.y)) {
                                    r3.x = asint(r1.y) + (-(asint(r1.y) & -4));
                                    r1.w = asuint(r5.y * 10 + asint((r1.y >> (0x00000002u & 31u))));
                                    if (asuint(r3.x) < 0x00000002u) {
                                        r4.y = (r5.y * 10 + asint(outsidePointIndex[r1.w].z)) + 1;
                                        r3.y = (r8.x + (asint((asuint(r7.y) >> (0x00000002u & 31u))) + r5.x)) + ((-asint(outsidePointIndex[asuint(r4.y)].y)) + asint(outsidePointIndex[asuint(r6.x) + 9].y));
                                        r6.w = r3.x + r3.y;
                                    } else {
                                        if (r3.x == 2) {
                                            r1.w = asuint((r5.z * 10 + asint(outsidePointIndex[r1.w].z)) + 1);
                                            r6.w = ((-asint(insidePointIndex[r1.w].y)) + asint(insidePointIndex[asuint(r6.y) + 9].y)) + (r8.y + (asint((asuint(r7.x) >> (0x00000002u & 31u))) + r4.x));
                                        } else {
                                            r6.w = -1;
                                        }
                                    }
                                } else {
                                    r1.y = asuint((-r7.y) + asint(r1.y));
                                    r1.w = r1.y >> (0x00000002u & 31u);
                                    r1.y = asuint(asint(r1.y) + (-(asint(r1.y) & -4)));
                                    r1.w = asuint(r5.z * 10 + asint(r1.w));
                                    r3.xy = asint((asint(r1.yy) == int2(0, 2)) ? 0xffffffffu : 0u);
                                    if ((r3.y | r3.x) != 0) {
                                        r3.x = r8.y + (asint((asuint(r7.x) >> (0x00000002u & 31u))) + r4.x);
                                        r4.x = (r5.z * 10 + asint(insidePointIndex[r1.w].w)) + 1;
                                        r3.x = r3.x + ((-asint(insidePointIndex[asuint(r4.x)].y)) + asint(insidePointIndex[asuint(r6.y) + 9].y));
                                        r3.y = r3.y & 1;
                                        r6.w = r3.y + r3.x;
                                    } else {
                                        if (asint(r1.y) == 1) {
                                            r1.w = asuint(r5.y * 10 + asint(insidePointIndex[r1.w].w));
                                            r3.x = asint(r1.w) + 1;
                                            r1.y = asuint((r8.x + (asint((asuint(r7.y) >> (0x00000002u & 31u))) + r5.x)) + ((-asint(outsidePointIndex[asuint(r3.x)].y)) + asint(outsidePointIndex[asuint(r6.x) + 9].y)));
                                            r6.w = (outsidePointIndex[r1.w].x != 0u) ? (asint(r1.y) + 1) : asint(r1.y);
                                        } else {
                                            r6.w = -1;
                                        }
                                    }
                                }
                            }
                        }
                    }
                    r1.y = (r6.w != -1) ? 0xffffffffu : 0u;
                    r1.w = asuint(asint(r1.x) + r6.w);
                    r0.x = (r1.y != 0u) ? r1.w : 0xffffffffu;
                } else {
                    {
                        int p0 = r6.z * 10;
                        r1.y = asuint(p0);
                    }
                    r0.z = asuint(asint(r0.z) + (asint(outsidePointIndex[r1.y + 9].y) << (0x00000003u & 31u)));
                    r1.y = asuint(r5.w | asint(((r3.z != r3.w) ? 0xffffffffu : 0u)));
                    r1.w = (r3.z == r3.w) ? 0xffffffffu : 0u;
                    r3.xy = asint(r0.zz) + int2(5, 4);
                    r0.z = asuint(asint(r1.z) + asint(((r1.y != 0u) ? asuint(((r1.w != 0u) ? r3.x : r3.y)) : r0.z)));
                    if (r0.y < r0.z) {
                        r3.xy = asint(r2.ww) + int2(-2, -3);
                        r4.x = asint(r0.w) + (r3.y << (0x00000001u & 31u));
                        r2.x = asuint((-r3.x) + ((asint(r2.y) + asint(r2.x)) + -2));
                        r2.y = asuint((asint(r2.z) + r3.x) + -1);
                        r1.z = asuint(asint(r0.y) + (-asint(r1.z)));
                        r4.yz = r4.zw + asint(((r3.zw == int2(1, 1)) ? 0xffffffffu : 0u));
                        {
                            int2 p0 = r4.yz * int2(10, 10);
                            r5.xy = p0;
                        }
                        r6.y = asint(outsidePointIndex[asuint(r5.x) + 9].y);
                        r6.x = asint(insidePointIndex[asuint(r5.y) + 9].y);
                        r6.xy = r6.xy << (uint2(0x00000002u, 0x00000002u) & 31u);
                        if (r1.z < asuint(r6.x)) {
                            r3.z = asint(r1.z) + (-(asint(r1.z) & -4));
                            r2.z = asuint(r4.z * 10 + asint((r1.z >> (0x00000002u & 31u))));
                            r6.zw = asint((r3.zz == int2(0, 2)) ? 0xffffffffu : 0u);
                            if ((r6.w | r6.z) != 0) {
                                r4.w = r4.z * 10 + asint(insidePointIndex[r2.z].z);
                                r4.w = asint((asuint(r3.z) >> (0x00000001u & 31u))) + asint(insidePointIndex[asuint(r4.w)].y);
                            } else {
                                if (r3.z == 1) {
                                    r2.z = asuint(r4.y * 10 + asint(insidePointIndex[r2.z].z));
                                    r4.w = r3.x + asint(outsidePointIndex[r2.z].y);
                                } else {
                                    r4.w = -1;
                                }
                            }
                        } else {
                            r1.z = asuint(asint(r1.z) + (-r6.x));
                            if (r1.z < asuint(r6.y)) {
                                r3.z = asint(r1.z) + (-(asint(r1.z) & -4));
                                r2.z = asuint(r4.y * 10 + asint((r1.z >> (0x00000002u & 31u))));
                                if (asuint(r3.z) < 0x00000002u) {
                                    r5.z = r4.y * 10 + asint(outsidePointIndex[r2.z].z);
                                    r4.w = r3.z + (r3.x + asint(outsidePointIndex[asuint(r5.z)].y));
                                } else {
                                    if (r3.z == 2) {
                                        r2.z = asuint(r4.z * 10 + asint(outsidePointIndex[r2.z].z));
                                        r4.w = (insidePointIndex[r2.z].x != 0u) ? (1 + asint(insidePointIndex[r2.z].y)) : asint(insidePointIndex[r2.z].y);
                                    } else {
                                        r4.w = -1;
                                    }
                                }
                            } else {
                                r7.xyz = asint(r1.yyy) & ((r1.www != 0u) ? int3(1, 1, 5) : ((asuint(r3.www) != 0u) ? int3(0, 1, 4) : int3(1, 0, 4)));
                                r1.y = asuint((-r6.y) + asint(r1.z));
                                if (r1.y < asuint(r7.z)) {
                                    if (r1.w != 0u) {
                                        r8.xyzw = asint((asint(r1.yyyy) == int4(0, 2, 1, 3)) ? 0xffffffffu : 0u);
                                        r1.zw = asuint(r6.xy) >> (uint2(0x00000002u, 0x00000002u) & 31u);
                                        r6.zw = r8.yw & int2(1, 1);
                                        r8.xy = r8.yw | r8.xz;
                                        r1.w = asuint(asint(r1.w) + r3.x);
                                        r1.zw = asuint(asint(r1.zw) + r6.zw);
                                        r1.w = (asuint(r8.y) != 0u) ? r1.w : 0xffffffffu;
                                        r4.w = (asuint(r8.x) != 0u) ? asint(r1.z) : asint(r1.w);
                                    } else {
                                        r6.zw = asint(asuint(r6.xy) >> (uint2(0x00000002u, 0x00000002u) & 31u));
                                        r1.w = asuint(r3.x + r6.w);
                                        r1.z = (((r1.y < 0x00000003u) ? 0xffffffffu : 0u) != 0u) ? asuint(((asint(r1.y) + asint(r1.w)) + -1)) : 0xffffffffu;
                                        r1.z = (r1.y != 0u) ? r1.z : asuint(r6.z);
                                        r8.xyz = asint((asint(r1.yyy) == int3(0, 2, 1)) ? 0xffffffffu : 0u);
                                        r1.w = (asuint((r8.y | r8.x)) != 0u) ? asuint(((r8.y & 1) + r6.z)) : ((asuint(r8.z) != 0u) ? r1.w : 0xffffffffu);
                                        r4.w = (asuint(r3.w) != 0u) ? asint(r1.w) : asint(r1.z);
                                    }
                                } else {
                                    r1.y = asuint((-r7.z) + asint(r1.y));
                                    if (r1.y < asuint(r6.y)) {
                                        r1.w = asuint(asint(r1.y) & -4);
                                        r1.w = asuint((-asint(r1.w)) + asint(r1.y));
                                        r1.z = asuint(r4.y * 10 + asint((r1.y >> (0x00000002u & 31u))));
                                        if (r1.w < 0x00000002u) {
                                            r3.z = (r4.y * 10 + asint(outsidePointIndex[r1.z].z)) + 1;
                                            r4.w = asint(r1.w) + ((r7.x + (asint((asuint(r6.y) >> (0x00000002u & 31u))) + r3.x)) + ((-asint(outsidePointIndex[asuint(r3.z)].y)) + asint(outsidePointIndex[asuint(r5.x) + 9].y)));
                                        } else {
                                            if (asint(r1.w) == 2) {
                                                r1.w = asuint(r7.y + asint((asuint(r6.x) >> (0x00000002u & 31u))));
                                                r1.z = asuint((r4.z * 10 + asint(outsidePointIndex[r1.z].z)) + 1);
                                                r1.z = asuint((-asint(insidePointIndex[r1.z].y)) + asint(insidePointIndex[asuint(r5.y) + 9].y));
                                                r4.w = asint(r1.z) + asint(r1.w);
                                            } else {
                                                r4.w = -1;
                                            }
                                        }
                                    } else {
                                        r1.y = asuint((-r6.y) + asint(r1.y));
                                        r1.z = r1.y >> (0x00000002u & 31u);
                                        r1.w = asuint(asint(r1.y) & -4);
                                        r1.y = asuint((-asint(r1.w)) + asint(r1.y));
                                        r1.z = asuint(r4.z * 10 + asint(r1.z));
                                        r3.zw = asint((asint(r1.yy) == int2(0, 2)) ? 0xffffffffu : 0u);
                                        if (asuint((r3.w | r3.z)) != 0u) {
                                            r2.z = asuint((r4.z * 10 + asint(insidePointIndex[r1.z].w)) + 1);
                                            r1.w = asuint((r7.y + asint((asuint(r6.x) >> (0x00000002u & 31u)))) + ((-asint(insidePointIndex[r2.z].y)) + asint(insidePointIndex[asuint(r5.y) + 9].y)));
                                            r4.w = asint(r1.w) + (r3.w & 1);
                                        } else {
                                            if (asint(r1.y) == 1) {
                                                r1.y = asuint(r7.x + (asint((asuint(r6.y) >> (0x00000002u & 31u))) + r3.x));
                                                r1.z = asuint(r4.y * 10 + asint(insidePointIndex[r1.z].w));
                                                r1.w = asuint(asint(r1.z) + 1);
                                                r1.w = asuint((-asint(outsidePointIndex[r1.w].y)) + asint(outsidePointIndex[asuint(r5.x) + 9].y));
                                                r1.y = asuint(asint(r1.w) + asint(r1.y));
                                                r1.w = asuint(asint(r1.y) + 1);
                                                r4.w = (outsidePointIndex[r1.z].x != 0u) ? asint(r1.w) : asint(r1.y);
                                            } else {
                                                r4.w = -1;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        r1.y = (r4.w != -1) ? 0xffffffffu : 0u;
                        r1.z = (r4.w >= r3.x) ? 0xffffffffu : 0u;
                        r1.w = (((asint(r2.y) == r4.w) ? 0xffffffffu : 0u) != 0u) ? 0x00000000u : asuint((asint(r2.x) + r4.w));
                        r2.x = (r3.y == r4.w) ? 0xffffffffu : 0u;
                        r2.y = asuint(r4.x + r4.w);
                        r1.z = (r1.z != 0u) ? r1.w : ((r2.x != 0u) ? r0.w : r2.y);
                        r1.z = asuint(asint(r1.z) + asint(r1.x));
                        r0.x = (r1.y != 0u) ? r1.z : 0xffffffffu;
                    } else {
                        r1.y = asuint(asint(r2.w) + 1);
                        r1.z = r1.y >> (0x00000001u & 31u);
                        r2.xy = asuint(asint(r1.zz) + int2(-1, -2));
                        r2.z = asuint((asint(r2.w) << (0x00000001u & 31u)) + 1);
                        r2.x = asuint(-2 * asint(r2.x) + asint(r2.z));
                        r1.w = asuint((asint(r2.x) * asint(r2.y) + (asint(r2.y) << (0x00000003u & 31u))) * 3 + asint(r0.z));
                        r1.w = (asuint(r5.w) != 0u) ? asuint((asint(r1.w) + 4)) : r1.w;
                        if (asuint((asint(((r0.y >= asuint((asint(r1.w) + -4))) ? 0xffffffffu : 0u)) & r5.w)) != 0u) {
                            r1.y = asuint((asint(r1.y) + (-asint(r1.z))) + -1);
                            {
                                int p0 = asint(r2.y) * asint(r1.y);
                                r1.y = asuint(p0);
                            }
                            r1.z = asuint((-asint(r1.w)) + 4);
                            r1.w = ((asint(r0.y) + asint(r1.z)) != 3) ? 0xffffffffu : 0u;
                            r1.y = asuint(asint(r0.y) + (asint(r1.y) * 3 + asint(r0.w)));
                            r1.y = asuint(asint(r1.z) + asint(r1.y));
                            r1.y = asuint(asint(r1.y) + asint(r1.x));
                            r0.x = (r1.w != 0u) ? r1.y : 0xffffffffu;
                        } else {
                            r0.y = asuint((-asint(r0.z)) + asint(r0.y));
                            r1.y = asuint(asint(r2.w) * 6 + 33);
                            r0.z = asuint((asint(r2.w) * 6 + asint(r0.y)) + 27);
                            {
                                int p0 = asint(r0.z) * -24;
                                r0.z = asuint(p0);
                            }
                            r0.z = (uint)(((-sqrt((float)(asint(r1.y) * asint(r1.y) + asint(r0.z)))) + (float)asint(r1.y)) + 0.001f);
                            {
                                uint p0 = r0.z / 0x0000000cu;
                                r0.z = p0;
                            }
                            r1.yz = asuint(asint(r0.zz) + int2(1, -1));
                            {
                                int p0 = asint(r1.z) * -8;
                                r1.w = asuint(p0);
                            }
                            r2.x = asuint(-2 * asint(r1.y) + asint(r2.w));
                            r2.y = asuint(asint(r2.x) << (0x00000001u & 31u));
                            r3.x = asint(r2.y) + 13;
                            r0.z = asuint(((asint(r0.z) << (0x00000001u & 31u)) + (-asint(r2.z))) * asint(r1.z) + asint(r1.w));
                            r0.y = asuint(asint(r0.z) * 3 + asint(r0.y));
                            {
                                uint p0 = r0.y / asuint(r3.x);
                                r0.z = p0;
                            }
                            r0.y = asuint((-asint(r0.z)) * r3.x + asint(r0.y));
                            r1.w = asuint(asint(r2.w) + -3);
                            {
                                int p0 = asint(r1.w) * 3;
                                r3.y = p0;
                            }
                            r3.x = 0;
                            r3.xy = asint(r0.ww) + r3.xy;
                            r1.yw = asuint((asint(r2.w) + (-asint(r1.y))).xx + int2(0, -2));
                            {
                                int2 p0 = asint(r1.zz) * asint(r1.yw);
                                r1.yz = asuint(p0);
                            }
                            r1.yz = asuint(asint(r1.yz) * int2(3, 3) + r3.xy);
                            if (asint(r0.z) < 2) {
                                r0.zw = asuint((asint(r2.xx) + int2(1, -1)) * asint(r0.zz) + asint(r1.yz));
                                r1.w = asuint(asint(r0.y) + -4);
                                if (asint(r1.w) >= 0) {
                                    r2.z = asuint(asint(r0.z) + 1);
                                    r2.w = asuint(asint(r2.x) & -2);
                                    r3.x = asint(r2.w) + 2;
                                    if (r1.w < asuint(r3.x)) {
                                        r3.y = asint(r1.w >> (0x00000001u & 31u));
                                        r3.z = asint(r1.w) + (-(asint(r1.w) & -2));
                                        r3.w = asint(r0.w) + r3.y;
                                        r3.y = asint(r2.z) + r3.y;
                                        r3.y = (asuint(r3.z) != 0u) ? r3.y : r3.w;
                                    } else {
                                        if (asint(r1.w) == r3.x) {
                                            r3.y = -1;
                                        } else {
                                            r3.z = asint(r2.x >> (0x00000001u & 31u));
                                            if (asint(r1.w) == (r3.x + 1)) {
                                                r3.y = asint(r2.z) + r3.z;
                                            } else {
                                                r3.x = asint(r2.y) + 4;
                                                if (r1.w < asuint(r3.x)) {
                                                    r2.w = asuint((asint(r1.w) + (-asint(r2.w))) + -4);
                                                    r3.w = asint(r2.w >> (0x00000001u & 31u));
                                                    r3.w = r3.z + r3.w;
                                                    r2.w = asuint(asint(r2.w) + ((r3.z + (-r3.w)) << (0x00000001u & 31u)));
                                                    r3.z = asint(r2.z) + r3.w;
                                                    r3.w = asint(r0.w) + r3.w;
                                                    r3.y = (r2.w != 0u) ? r3.w : r3.z;
                                                } else {
                                                    r1.w = (asint(r1.w) == r3.x) ? 0xffffffffu : 0u;
                                                    r2.w = asuint((asint(r0.y) + (-asint(r2.y))) + -9);
                                                    r3.x = asint((r2.w < 0x00000002u) ? 0xffffffffu : 0u);
                                                    r2.z = asuint(asint(r2.x) + asint(r2.z));
                                                    r2.z = asuint((asint(r2.w) + asint(r2.z)) + -1);
                                                    r2.w = (((asint(r2.w) == 2) ? 0xffffffffu : 0u) != 0u) ? asuint(((asint(r2.x) + asint(r0.w)) + -1)) : 0xffffffffu;
                                                    r3.y = (r1.w != 0u) ? -1 : asint(((asuint(r3.x) != 0u) ? r2.z : r2.w));
                                                }
                                            }
                                        }
                                    }
                                } else {
                                    r0.z = asuint(asint(r0.y) + asint(r0.z));
                                    r0.w = (((asint(r0.y) == 2) ? 0xffffffffu : 0u) != 0u) ? r0.w : 0xffffffffu;
                                    r3.y = (((asint(r0.y) < 2) ? 0xffffffffu : 0u) != 0u) ? asint(r0.z) : asint(r0.w);
                                }
                                r0.z = (r3.y != -1) ? 0xffffffffu : 0u;
                                r0.w = asuint(asint(r1.x) + r3.y);
                                r0.x = (r0.z != 0u) ? r0.w : 0xffffffffu;
                            } else {
                                r0.z = asuint(asint(r1.z) + asint(r2.y));
                                r2.zw = asuint(asint(r2.xx) + int2(2, -1));
                                r0.w = asuint(asint(r1.y) + (asint(r2.z) << (0x00000001u & 31u)));
                                r0.zw = asuint(asint(r0.zw) + int2(-2, -2));
                                r0.w = asuint((-asint(r2.x)) + asint(r0.w));
                                r1.w = asuint((asint(r2.z) + asint(r2.x)) + -1);
                                r2.z = asuint(asint(r0.y) + -4);
                                if (asint(r2.z) >= 0) {
                                    r3.x = asint(r2.x) + 1;
                                    r3.y = asint(r2.x) & -2;
                                    r3.z = r3.y + 2;
                                    if (r2.z < asuint(r3.z)) {
                                        r3.w = asint(r2.z >> (0x00000001u & 31u));
                                        r4.x = asint(r2.z) + (-(asint(r2.z) & -2));
                                        r4.y = r3.w + r3.x;
                                        r3.w = (asuint(r4.x) != 0u) ? r4.y : r3.w;
                                    } else {
                                        if (asint(r2.z) == r3.z) {
                                            r3.w = -1;
                                        } else {
                                            r4.x = asint(r2.x >> (0x00000001u & 31u));
                                            if (asint(r2.z) == (r3.z + 1)) {
                                                r3.w = r3.x + r4.x;
                                            } else {
                                                r3.z = asint(r2.y) + 4;
                                                if (r2.z < asuint(r3.z)) {
                                                    r3.y = (asint(r2.z) + (-r3.y)) + -4;
                                                    r4.y = asint(asuint(r3.y) >> (0x00000001u & 31u));
                                                    r4.y = r4.x + r4.y;
                                                    r3.y = r3.y + ((r4.x + (-r4.y)) << (0x00000001u & 31u));
                                                    r4.x = r3.x + r4.y;
                                                    r3.w = (asuint(r3.y) != 0u) ? r4.y : r4.x;
                                                } else {
                                                    r2.z = (asint(r2.z) == r3.z) ? 0xffffffffu : 0u;
                                                    r2.y = asuint((asint(r0.y) + (-asint(r2.y))) + -9);
                                                    r3.y = asint((r2.y < 0x00000002u) ? 0xffffffffu : 0u);
                                                    r3.x = (asint(r2.y) + (asint(r2.x) + r3.x)) + -1;
                                                    r2.y = (asint(r2.y) == 2) ? 0xffffffffu : 0u;
                                                    r2.y = (asuint(r3.y) != 0u) ? asuint(r3.x) : ((r2.y != 0u) ? r2.w : 0xffffffffu);
                                                    r3.w = (r2.z != 0u) ? -1 : asint(r2.y);
                                                }
                                            }
                                        }
                                    }
                                } else {
                                    r2.y = (asint(r0.y) < 2) ? 0xffffffffu : 0u;
                                    r2.z = asuint(asint(r0.y) + asint(r2.x));
                                    r3.w = (r2.y != 0u) ? asint(r2.z) : asint(((asint(r0.y) != 2) ? 0xffffffffu : 0u));
                                }
                                r0.y = (r3.w != -1) ? 0xffffffffu : 0u;
                                r1.w = (asint(r1.w) == r3.w) ? 0xffffffffu : 0u;
                                r0.zw = asuint(asint(r0.zw) + r3.ww);
                                r0.w = (r1.w != 0u) ? r1.y : r0.w;
                                r1.y = (asint(r2.w) == r3.w) ? 0xffffffffu : 0u;
                                r0.z = (r1.y != 0u) ? r1.z : r0.z;
                                r0.z = asuint(asint(((((r3.w >= asint(r2.x)) ? 0xffffffffu : 0u) != 0u) ? r0.w : r0.z)) + asint(r1.x));
                                r0.x = (r0.y != 0u) ? r0.z : 0xffffffffu;
                            }
                        }
                    }
                }
            }
        }
        r0.y = asuint(asint(vThreadID.x) << (0x00000002u & 31u));
        TessedIndicesOut.Store(r0.y, r0.x);
    }
    {
        return output;
    }
}
