// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
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
// Resource bind info for TessedVerticesOut
// {
//
//   struct
//   {
//       
//       uint BaseTriID;                // Offset:    0
//       float2 bc;                     // Offset:    4
//
//   } $Element;                        // Offset:    0 Size:    12
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
// TessedVerticesOut                     UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    1        1
//
cbuffer cbCS : register(b1) {
    uint4 g_param : packoffset(c0);
};
struct S_t0 { uint w[2]; };
StructuredBuffer<S_t0> InputTriIDIndexID : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> InputEdgeFactor : register(t1);
struct S_u0 { uint w[3]; };
RWStructuredBuffer<S_u0> TessedVerticesOut : register(u0);
static const uint4 icb[4] = { uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x3f800000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x3f800000u) };
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise int4 r2 = 0;
    precise int4 r3 = 0;
    precise int4 r4 = 0;
    precise int4 r5 = 0;
    precise uint4 r6 = 0;
    precise uint4 r7 = 0;
    precise uint4 r8 = 0;
    precise int4 r9 = 0;
    precise int4 r10 = 0;
    precise int4 r11 = 0;
    precise int4 r12 = 0;
    precise int4 r13 = 0;
    if (vThreadID.x < g_param.x) {
        r0.xz = uint2(InputTriIDIndexID[vThreadID.x].w[1], InputTriIDIndexID[vThreadID.x].w[0]);
        r1.xyzw = uint4(InputEdgeFactor[r0.z].w[0], InputEdgeFactor[r0.z].w[1], InputEdgeFactor[r0.z].w[2], InputEdgeFactor[r0.z].w[3]);
        r2.xyz = asint((float3(0.0f, 0.0f, 0.0f) >= asfloat(r1.xyz)) ? 0xffffffffu : 0u);
        if (asuint((r2.z | (r2.y | r2.x))) == 0u) {
            r1.xyzw = asuint(min(max(asfloat(r1.xyzw), float4(1.0f, 1.0f, 1.0f, 1.0f)), float4(64.0f, 64.0f, 64.0f, 64.0f)));
            r1.xyzw = (asuint((asint(r1.xyzw) & int4(8388607, 8388607, 8388607, 8388607))) != 0u) ? asuint(((asint(r1.xyzw) & int4(2139095040, 2139095040, 2139095040, 2139095040)) + int4(8388608, 8388608, 8388608, 8388608))) : r1.xyzw;
            r2.xyzw = asint((uint4)asfloat(r1.xyzw)) & int4(1, 1, 1, 1);
            r3.xyz = (asuint(r2.xyz) != 0u) ? int3(1, 1, 1) : int3(0, 0, 0);
            r4.xyzw = asint((asfloat(r1.wxyz) == float4(1.0f, 1.0f, 1.0f, 1.0f)) ? 0xffffffffu : 0u);
            r0.w = asuint(asint(((asint(((r2.w != 0) ? 0xffffffffu : 0u)) == 0) ? 0xffffffffu : 0u)) | r4.x);
            r3.w = (r0.w != 0u) ? 0 : 1;
            r2.w = r4.x & (r4.w & (r4.z & r4.y));
            if (r2.w == 0) {
                r4.xyzw = asint(asfloat(r1.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
                r5.xyzw = asint((r3.xyzw == int4(1, 1, 1, 1)) ? 0xffffffffu : 0u);
                r6.xyzw = asuint(mad(asfloat(r1.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), asfloat(((r5.xyzw | asint(((asfloat(r1.xyzw) == float4(1.0f, 1.0f, 1.0f, 1.0f)) ? 0xffffffffu : 0u))) & int4(1056964608, 1056964608, 1056964608, 1056964608)))));
                r7.xyzw = asuint(floor(asfloat(r6.xyzw)));
                r8.xyzw = asuint(ceil(asfloat(r6.xyzw)));
                r9.xyzw = (int4)asfloat(r8.xyzw);
                r10.xyzw = asint((asfloat(r7.xyzw) == asfloat(r8.xyzw)) ? 0xffffffffu : 0u);
                if (r10.x != 0) {
                    r11.x = r9.x + 1;
                } else {
                    if (r2.x != 0) {
                        if (asfloat(r7.x) == 1.0f) {
                            r11.x = 0;
                        } else {
                            r2.x = (int)asfloat(r7.x) + -1;
                            r12.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.xxx)) ? 0xffffffffu : 0u);
                            r12.yz = (asuint(r12.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                            r9.x = (asuint(r12.x) != 0u) ? r12.y : r12.z;
                            r12.y = 0;
                            r12.zw = int2(0, 0);
                            r10.x = r9.x;
                            r11.w = 0;
                            [loop] while (true) {
                                r11.w = 0;
                                if (r12.w >= 8) { break; }
                                r13.x = r2.x & r10.x;
                                r13.y = asint((r13.x != 0) ? 0xffffffffu : 0u);
                                if (r13.x != 0) {
                                    r12.z = r2.x & (~r10.x);
                                    r11.w = -1;
                                    break;
                                }
                                r12.x = r12.w + 1;
                                r10.x = r10.x >> (0x00000001u & 31u);
                                r12.zw = r12.yx;
                                r11.w = r13.y;
                            }
                            r11.x = ((r12.z & r11.w) << (0x00000001u & 31u)) + 1;
                        }
                    } else {
                        r2.x = (int)asfloat(r7.x);
                        r12.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.xxx)) ? 0xffffffffu : 0u);
                        r12.yz = (asuint(r12.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                        r9.x = (asuint(r12.x) != 0u) ? r12.y : r12.z;
                        r12.y = 0;
                        r12.zw = int2(0, 0);
                        r10.x = r9.x;
                        r11.w = 0;
                        [loop] while (true) {
                            r11.w = 0;
                            if (r12.w >= 8) { break; }
                            r13.x = r2.x & r10.x;
                            r13.y = asint((r13.x != 0) ? 0xffffffffu : 0u);
                            if (r13.x != 0) {
                                r12.z = r2.x & (~r10.x);
                                r11.w = -1;
                                break;
                            }
                            r12.x = r12.w + 1;
                            r10.x = r10.x >> (0x00000001u & 31u);
                            r12.zw = r12.yx;
                            r11.w = r13.y;
                        }
                        r11.x = ((r12.z & r11.w) << (0x00000001u & 31u)) + 1;
                    }
                }
                if (r10.y != 0) {
                    r11.y = r9.y + 1;
                } else {
                    if (r2.y != 0) {
                        if (asfloat(r7.y) == 1.0f) {
                            r11.y = 0;
                        } else {
                            r2.x = (int)asfloat(r7.y) + -1;
                            r12.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.xxx)) ? 0xffffffffu : 0u);
                            r9.xy = (asuint(r12.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                            r2.y = (asuint(r12.x) != 0u) ? r9.x : r9.y;
                            r9.y = 0;
                            r10.xy = int2(0, 0);
                            r11.w = r2.y;
                            r12.x = 0;
                            [loop] while (true) {
                                r12.x = 0;
                                if (r10.y >= 8) { break; }
                                r12.y = r2.x & r11.w;
                                r12.z = asint((r12.y != 0) ? 0xffffffffu : 0u);
                                if (r12.y != 0) {
                                    r10.x = r2.x & (~r11.w);
                                    r12.x = -1;
                                    break;
                                }
                                r9.x = r10.y + 1;
                                r11.w = r11.w >> (0x00000001u & 31u);
                                r10.xy = r9.yx;
                                r12.x = r12.z;
                            }
                            r11.y = ((r10.x & r12.x) << (0x00000001u & 31u)) + 1;
                        }
                    } else {
                        r2.x = (int)asfloat(r7.y);
                        r12.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.xxx)) ? 0xffffffffu : 0u);
                        r9.xy = (asuint(r12.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                        r2.y = (asuint(r12.x) != 0u) ? r9.x : r9.y;
                        r9.y = 0;
                        r10.xy = int2(0, 0);
                        r11.w = r2.y;
                        r12.x = 0;
                        [loop] while (true) {
                            r12.x = 0;
                            if (r10.y >= 8) { break; }
                            r12.y = r2.x & r11.w;
                            r12.z = asint((r12.y != 0) ? 0xffffffffu : 0u);
                            if (r12.y != 0) {
                                r10.x = r2.x & (~r11.w);
                                r12.x = -1;
                                break;
                            }
                            r9.x = r10.y + 1;
                            r11.w = r11.w >> (0x00000001u & 31u);
                            r10.xy = r9.yx;
                            r12.x = r12.z;
                        }
                        r11.y = ((r10.x & r12.x) << (0x00000001u & 31u)) + 1;
                    }
                }
                if (r10.z != 0) {
                    r11.z = r9.z + 1;
                } else {
                    if (r2.z != 0) {
                        if (asfloat(r7.z) == 1.0f) {
                            r11.z = 0;
                        } else {
                            r2.x = (int)asfloat(r7.z) + -1;
                            r9.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.xxx)) ? 0xffffffffu : 0u);
                            r2.yz = (asuint(r9.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                            r9.y = 0;
                            r10.xy = int2(0, 0);
                            r2.z = ((asuint(r9.x) != 0u) ? r2.y : r2.z);
                            r9.z = 0;
                            [loop] while (true) {
                                r9.z = 0;
                                if (r10.y >= 8) { break; }
                                r10.z = r2.z & r2.x;
                                r11.w = asint((r10.z != 0) ? 0xffffffffu : 0u);
                                if (r10.z != 0) {
                                    r10.x = r2.x & (~r2.z);
                                    r9.z = -1;
                                    break;
                                }
                                r9.x = r10.y + 1;
                                r2.z = r2.z >> (0x00000001u & 31u);
                                r10.xy = r9.yx;
                                r9.z = r11.w;
                            }
                            r11.z = ((r10.x & r9.z) << (0x00000001u & 31u)) + 1;
                        }
                    } else {
                        r2.x = (int)asfloat(r7.z);
                        r9.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.xxx)) ? 0xffffffffu : 0u);
                        r2.yz = (asuint(r9.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                        r9.y = 0;
                        r10.xy = int2(0, 0);
                        r2.z = ((asuint(r9.x) != 0u) ? r2.y : r2.z);
                        r9.z = 0;
                        [loop] while (true) {
                            r9.z = 0;
                            if (r10.y >= 8) { break; }
                            r10.z = r2.z & r2.x;
                            r11.w = asint((r10.z != 0) ? 0xffffffffu : 0u);
                            if (r10.z != 0) {
                                r10.x = r2.x & (~r2.z);
                                r9.z = -1;
                                break;
                            }
                            r9.x = r10.y + 1;
                            r2.z = r2.z >> (0x00000001u & 31u);
                            r10.xy = r9.yx;
                            r9.z = r11.w;
                        }
                        r11.z = ((r10.x & r9.z) << (0x00000001u & 31u)) + 1;
                    }
                }
                if (r10.w != 0) {
                    r2.x = r9.w + 1;
                } else {
                    if (r0.w == 0u) {
                        if (asfloat(r7.w) == 1.0f) {
                            r2.x = 0;
                        } else {
                            r2.y = (int)asfloat(r7.w) + -1;
                            r9.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.yyy)) ? 0xffffffffu : 0u);
                            r9.yz = (asuint(r9.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                            r2.z = (asuint(r9.x) != 0u) ? r9.y : r9.z;
                            r9.y = 0;
                            r9.zw = int2(0, 0);
                            r10.x = r2.z;
                            r10.y = 0;
                            [loop] while (true) {
                                r10.y = 0;
                                if (r9.w >= 8) { break; }
                                r10.z = r2.y & r10.x;
                                r10.w = asint((r10.z != 0) ? 0xffffffffu : 0u);
                                if (r10.z != 0) {
                                    r9.z = r2.y & (~r10.x);
                                    r10.y = -1;
                                    break;
                                }
                                r9.x = r9.w + 1;
                                r10.x = r10.x >> (0x00000001u & 31u);
                                r9.zw = r9.yx;
                                r10.xy = r10.xw;
                            }
                            r2.x = ((r9.z & r10.y) << (0x00000001u & 31u)) + 1;
                        }
                    } else {
                        r2.y = (int)asfloat(r7.w);
                        r9.xyz = asint((uint3(0x0000ffffu, 0x000000ffu, 0x00ffffffu) >= asuint(r2.yyy)) ? 0xffffffffu : 0u);
                        r9.yz = (asuint(r9.yz) != 0u) ? int2(128, 8388608) : asint(uint2(0x00008000u, 0x80000000u));
                        r2.z = (asuint(r9.x) != 0u) ? r9.y : r9.z;
                        r9.y = 0;
                        r9.zw = int2(0, 0);
                        r10.x = r2.z;
                        r10.y = 0;
                        [loop] while (true) {
                            r10.y = 0;
                            if (r9.w >= 8) { break; }
                            r10.z = r2.y & r10.x;
                            r10.w = asint((r10.z != 0) ? 0xffffffffu : 0u);
                            if (r10.z != 0) {
                                r9.z = r2.y & (~r10.x);
                                r10.y = -1;
                                break;
                            }
                            r9.x = r9.w + 1;
                            r10.x = r10.x >> (0x00000001u & 31u);
                            r9.zw = r9.yx;
                            r10.xy = r10.xw;
                        }
                        r2.x = ((r9.z & r10.y) << (0x00000001u & 31u)) + 1;
                    }
                }
                r7.xyzw = asuint(float4(1.0f, 1.0f, 1.0f, 1.0f) / (float4)(r5.xyzw + (int4)(asfloat(r7.xyzw) + asfloat(r7.xyzw))));
                r8.xyzw = asuint(float4(1.0f, 1.0f, 1.0f, 1.0f) / (float4)(r5.xyzw + (int4)(asfloat(r8.xyzw) + asfloat(r8.xyzw))).xwyz);
                r1.xyzw = (asuint(r5.xyzw) != 0u) ? asuint((asint((uint4)ceil(mad(asfloat(r1.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), float4(0.5f, 0.5f, 0.5f, 0.5f)))) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u))) : asuint(((asint((uint4)ceil(asfloat(r4.xyzw))) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u)) + int4(1, 1, 1, 1)));
                r2.y = (asint(r1.z) + (asint(r1.y) + asint(r1.x))) + -3;
                r1.w = max(r1.w, asuint(((r0.w != 0u) ? 3 : 4)));
                r2.z = asint(r1.w >> (0x00000001u & 31u));
                r4.x = r2.z + -1;
                {
                    int p0 = r2.z * r4.x;
                    r4.y = p0;
                }
                r2.z = r4.x * r2.z + (-r4.x);
                {
                    int p0 = r2.z * 3;
                    r2.z = p0;
                }
                r0.w = asuint(asint(((r0.w != 0u) ? asuint((3 * r4.y + 1)) : asuint(r2.z))) + r2.y);
                r4.xyz = asint(r8.xzw);
                r8.x = r7.w;
            } else {
                r0.w = asuint(r2.w & 3);
                r7.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
                r4.xyz = int3(0, 0, 0);
                r11.xyz = int3(0, 0, 0);
                r8.xy = uint2(0x00000000u, 0x00000000u);
                r6.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
                r2.xy = int2(0, 0);
                r1.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
            }
        } else {
            r3.xyzw = int4(0, 0, 0, 0);
            r7.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
            r4.xyz = int3(0, 0, 0);
            r11.xyz = int3(0, 0, 0);
            r8.xy = uint2(0x00000000u, 0x00000000u);
            r6.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
            r2.xy = int2(0, 0);
            r1.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
            r0.w = 0x00000000u;
        }
        if (asint(r0.w) == 3) {
            r0.xy = (r0.xx != 0u) ? asuint(((((asint(r0.x) == 1) ? 0xffffffffu : 0u).xx != 0u) ? int2(0, 0) : int2(1065353216, 0))) : uint2(0x00000000u, 0x3f800000u);
        } else {
            if (r0.x < asuint(r2.y)) {
                r2.zw = asint(r1.xy) + int2(-1, -1);
                r0.w = (r0.x < asuint(r2.z)) ? 0xffffffffu : 0u;
                r5.x = (asint(r0.x) + (-asint(r1.x))) + 1;
                r2.z = asint((asuint(r5.x) < asuint(r2.w)) ? 0xffffffffu : 0u);
                r5.z = ((-asint(r1.y)) + r5.x) + 1;
                r5.yw = int2(1, 2);
                r0.y = 0x00000000u;
                r2.zw = (r0.ww != 0u) ? asint(r0.xy) : ((asuint(r2.zz) != 0u) ? r5.xy : r5.zw);
                r5.xy = asint((asuint(r2.ww) < uint2(0x00000001u, 0x00000002u)) ? 0xffffffffu : 0u);
                r5.z = (asuint(r5.x) != 0u) ? 0 : (r2.w + -2);
                r5.w = asint((r5.y == 0) ? 0xffffffffu : 0u);
                r9.xyz = asint(r1.xyz) & r5.xzw;
                r9.w = 0;
                r1.xy = asuint(r9.yw | r9.xz);
                r1.x = asuint((asint(r1.y) | asint(r1.x)) + -1);
                r1.y = asuint(r2.w & 1);
                r1.x = asuint((-r2.z) + asint(r1.x));
                r1.x = (r1.y != 0u) ? asuint(r2.z) : r1.x;
                r9.xyz = r3.xyz & r5.xzw;
                r9.w = 0;
                r1.yz = asuint(r9.yw | r9.xz);
                r1.y = asuint(asint(r1.z) | asint(r1.y));
                r1.z = asuint(dot(asfloat(r6.xyz), asfloat(icb[asuint(r2.w)].xyz)));
                r2.z = (int)ceil(asfloat(r1.z));
                r3.x = asint((asint(r1.x) >= r2.z) ? 0xffffffffu : 0u);
                r1.y = asuint(asint(((asint(r1.y) == 1) ? 0xffffffffu : 0u)) + ((-asint(r1.x)) + (r2.z << (0x00000001u & 31u))));
                r1.x = (asuint(r3.x) != 0u) ? r1.y : r1.x;
                if (r2.z == asint(r1.x)) {
                    r6.x = 0x3f000000u;
                } else {
                    r5.xyz = r5.xzw & r11.xyz;
                    r5.w = 0;
                    r3.yz = r5.yw | r5.xz;
                    r1.y = asuint(r3.z | r3.y);
                    r1.y = (asint(r1.y) < asint(r1.x)) ? 0xffffffffu : 0u;
                    r1.y = asuint((float)asuint((asint(r1.y) + asint(r1.x))) * dot(asfloat(r7.xyz), asfloat(icb[asuint(r2.w)].xyz)));
                    r1.x = asuint((float)r1.x);
                    r1.z = asuint(frac(asfloat(r1.z)));
                    r1.x = asuint(mad(asfloat(r1.x), dot(asfloat(r4.xyz), asfloat(icb[asuint(r2.w)].xyz)), (-asfloat(r1.y))));
                    r1.x = asuint(mad(asfloat(r1.z), asfloat(r1.x), asfloat(r1.y)));
                    r1.y = asuint((-asfloat(r1.x)) + 1.0f);
                    r6.x = (asuint(r3.x) != 0u) ? r1.y : r1.x;
                }
                r1.x = (r2.w == 1) ? 0xffffffffu : 0u;
                r1.y = asuint((-asfloat(r6.x)) + 1.0f);
                r6.z = (r1.x != 0u) ? 0x00000000u : r1.y;
                r6.y = 0x00000000u;
                r0.xy = (r0.ww != 0u) ? r6.yx : r6.xz;
            } else {
                r0.w = asuint(asint(r0.x) + (-r2.y));
                r1.x = asuint(3 * asint(r1.w) + -6);
                r1.y = asuint((float)r1.x);
                {
                    int p0 = asint(r0.w) * -12;
                    r1.z = asuint(p0);
                }
                r1.x = asuint(sqrt((float)asuint((asint(r1.x) * asint(r1.x) + asint(r1.z)))));
                r1.x = (uint)mad((((-asfloat(r1.x)) + asfloat(r1.y)) + 0.001f), 0.16666667f, 1.0f);
                r1.y = asuint((-asint(r1.x)) + asint(r1.w));
                r1.yz = asuint(asint(r1.yx) + int2(-1, -1));
                {
                    int p0 = asint(r1.y) * asint(r1.z);
                    r1.z = asuint(p0);
                }
                r0.w = asuint(asint(r1.z) * -3 + asint(r0.w));
                r1.z = asuint((-asint(r1.x)) + asint(r1.y));
                {
                    int p0 = asint(r1.z) * 3;
                    r1.w = asuint(p0);
                }
                if (r0.w < r1.w) {
                    {
                        uint p0 = r0.w / r1.z;
                        r1.w = p0;
                    }
                    r0.w = asuint(asint(r1.x) + ((-asint(r1.w)) * asint(r1.z) + asint(r0.w)));
                    r1.z = asuint((int)ceil(asfloat(r6.w)));
                    r2.y = asint((asint(r1.x) >= asint(r1.z)) ? 0xffffffffu : 0u);
                    r2.z = asint(r1.z) << (0x00000001u & 31u);
                    r3.x = asint((r3.w == 1) ? 0xffffffffu : 0u);
                    r2.w = ((-asint(r1.x)) + r2.z) + r3.x;
                    r2.w = (asuint(r2.y) != 0u) ? r2.w : asint(r1.x);
                    if (asint(r1.z) == r2.w) {
                        r3.y = 1056964608;
                    } else {
                        r3.z = asint(asfloat(r8.x) * (float)asuint((r2.w + asint(((r2.x < r2.w) ? 0xffffffffu : 0u)))));
                        r3.w = asint(frac(asfloat(r6.w)));
                        r2.w = asint(mad(asfloat(r3.w), mad((float)asuint(r2.w), asfloat(r8.y), (-asfloat(r3.z))), asfloat(r3.z)));
                        r3.y = (asuint(r2.y) != 0u) ? asint(((-asfloat(r2.w)) + 1.0f)) : r2.w;
                    }
                    r1.x = asuint(asint(r1.x) + (-asint(r0.w)));
                    r0.w = (asuint((asint(r1.w) & 1)) != 0u) ? r0.w : asuint((asint(r1.x) + asint(r1.y)));
                    r1.x = (asint(r0.w) >= asint(r1.z)) ? 0xffffffffu : 0u;
                    r1.y = asuint(r3.x + ((-asint(r0.w)) + r2.z));
                    r0.w = (r1.x != 0u) ? r1.y : r0.w;
                    if (asint(r1.z) == asint(r0.w)) {
                        r1.y = 0x3f000000u;
                    } else {
                        r1.z = asuint(asfloat(r8.x) * (float)asuint((asint(r0.w) + asint(((r2.x < asint(r0.w)) ? 0xffffffffu : 0u)))));
                        r0.w = asuint(mad(frac(asfloat(r6.w)), mad((float)r0.w, asfloat(r8.y), (-asfloat(r1.z))), asfloat(r1.z)));
                        r1.z = asuint((-asfloat(r0.w)) + 1.0f);
                        r1.y = (r1.x != 0u) ? r1.z : r0.w;
                    }
                    r2.y = asint(asfloat(r3.y) * 0.6666667f);
                    r2.x = asint(mad((-asfloat(r3.y)), 0.33333334f, asfloat(r1.y)));
                    r2.w = asint((-mad(asfloat(r3.y), 0.6666667f, asfloat(r2.x))) + 1.0f);
                    r1.xy = (((asint(r1.w) == 1) ? 0xffffffffu : 0u).xx != 0u) ? asuint(r2.xy) : asuint(r2.xw);
                    r0.xy = (r1.ww != 0u) ? r1.xy : asuint(r2.yx);
                } else {
                    r0.xy = uint2(0x3eaaaaabu, 0x3eaaaaabu);
                }
            }
        }
        TessedVerticesOut[vThreadID.x].w[0] = r0.z;
        TessedVerticesOut[vThreadID.x].w[1] = r0.x;
        TessedVerticesOut[vThreadID.x].w[2] = r0.y;
    }
    {
        return output;
    }
}
