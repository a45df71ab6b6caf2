// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbCS
// {
//
//   uint g_tex_width;                  // Offset:    0 Size:     4
//   uint g_num_block_x;                // Offset:    4 Size:     4
//   uint g_format;                     // Offset:    8 Size:     4
//   uint g_tex_size;                   // Offset:   12 Size:     4
//   uint g_start_block_id;             // Offset:   16 Size:     4
//
// }
//
// Resource bind info for g_InBuff
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_OutBuff
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_InBuff                          texture  struct         r/o    0        1
// g_OutBuff                             UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    0        1
//
cbuffer cbCS : register(b0) {
    uint g_tex_width : packoffset(c0);
    uint g_num_block_x : packoffset(c0.y);
    uint g_format : packoffset(c0.z);
    uint g_tex_size : packoffset(c0.w);
    uint g_start_block_id : packoffset(c1);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_InBuff : register(t0);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_OutBuff : register(u0);
struct S_g0 { uint w[4]; };
groupshared S_g0 g0[64];
static const uint4 icb[46] = { uint4(0x0000000au, 0x00000005u, 0x00000005u, 0x00000005u), uint4(0x00000007u, 0x00000006u, 0x00000006u, 0x00000006u), uint4(0x0000000bu, 0x00000005u, 0x00000004u, 0x00000004u), uint4(0x0000000bu, 0x00000004u, 0x00000005u, 0x00000004u), uint4(0x0000000bu, 0x00000004u, 0x00000004u, 0x00000005u), uint4(0x00000009u, 0x00000005u, 0x00000005u, 0x00000005u), uint4(0x00000008u, 0x00000006u, 0x00000005u, 0x00000005u), uint4(0x00000008u, 0x00000005u, 0x00000006u, 0x00000005u), uint4(0x00000008u, 0x00000005u, 0x00000005u, 0x00000006u), uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u), uint4(0x0000000au, 0x0000000au, 0x0000000au, 0x0000000au), uint4(0x0000000bu, 0x00000009u, 0x00000009u, 0x00000009u), uint4(0x0000000cu, 0x00000008u, 0x00000008u, 0x00000008u), uint4(0x00000010u, 0x00000004u, 0x00000004u, 0x00000004u), uint4(0x00000000u, 0x0000ccccu, 0x0000000fu, 0x00000000u), uint4(0x00000004u, 0x00008888u, 0x0000000fu, 0x00000009u), uint4(0x00000009u, 0x0000eeeeu, 0x0000000fu, 0x00000012u), uint4(0x0000000du, 0x0000ecc8u, 0x0000000fu, 0x0000001bu), uint4(0x00000011u, 0x0000c880u, 0x0000000fu, 0x00000025u), uint4(0x00000015u, 0x0000feecu, 0x0000000fu, 0x0000002eu), uint4(0x0000001au, 0x0000fec8u, 0x0000000fu, 0x00000037u), uint4(0x0000001eu, 0x0000ec80u, 0x0000000fu, 0x00000040u), uint4(0x00000022u, 0x0000c800u, 0x0000000fu, 0x00000000u), uint4(0x00000026u, 0x0000ffecu, 0x0000000fu, 0x00000000u), uint4(0x0000002bu, 0x0000fe80u, 0x0000000fu, 0x00000000u), uint4(0x0000002fu, 0x0000e800u, 0x0000000fu, 0x00000000u), uint4(0x00000033u, 0x0000ffe8u, 0x0000000fu, 0x00000000u), uint4(0x00000037u, 0x0000ff00u, 0x0000000fu, 0x00000000u), uint4(0x0000003cu, 0x0000fff0u, 0x0000000fu, 0x00000000u), uint4(0x00000040u, 0x0000f000u, 0x0000000fu, 0x00000000u), uint4(0x00000000u, 0x0000f710u, 0x0000000fu, 0x00000000u), uint4(0x00000000u, 0x0000008eu, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x00007100u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x000008ceu, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x0000008cu, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x00007310u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x00003100u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x00008cceu, 0x0000000fu, 0x00000000u), uint4(0x00000000u, 0x0000088cu, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x00003110u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x00006666u, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x0000366cu, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x000017e8u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x00000ff0u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x0000718eu, 0x00000002u, 0x00000000u), uint4(0x00000000u, 0x0000399cu, 0x00000002u, 0x00000000u) };
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise int4 r3 = 0;
    precise uint4 r4 = 0;
    precise int4 r5 = 0;
    precise int4 r6 = 0;
    precise int4 r7 = 0;
    precise int4 r8 = 0;
    precise int4 r9 = 0;
    r0.x = asint(vThreadIDInGroupFlattened.x >> (0x00000004u & 31u));
    r0.y = (asint(vThreadGroupID.x) << (0x00000002u & 31u)) + asint(g_start_block_id);
    r0.x = r0.x + r0.y;
    r0.y = asint(vThreadIDInGroupFlattened.x) & 48;
    r0.z = (-r0.y) + asint(vThreadIDInGroupFlattened.x);
    if (r0.z == 4) {
        r1.xyzw = uint4(g_InBuff[asuint(r0.x)].w[0], g_InBuff[asuint(r0.x)].w[1], g_InBuff[asuint(r0.x)].w[2], g_InBuff[asuint(r0.x)].w[3]);
        g0[vThreadIDInGroupFlattened.x].w[0] = r1.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r1.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r1.z;
        g0[vThreadIDInGroupFlattened.x].w[3] = r1.w;
    }
    r0.w = r0.y + 4;
    r1.xyzw = uint4(g0[asuint(r0.w)].w[0], g0[asuint(r0.w)].w[1], g0[asuint(r0.w)].w[2], g0[asuint(r0.w)].w[3]);
    r0.w = asint(r1.x) & 3;
    if (r0.w == 0) {
        r2.x = 0x00000000u;
    } else {
        if (r0.w == 1) {
            r2.x = 0x00000001u;
        } else {
            r0.w = asint(r1.x) & 31;
            if (r0.w == 2) {
                r2.x = 0x00000002u;
            } else {
                if (r0.w == 6) {
                    r2.x = 0x00000003u;
                } else {
                    if (r0.w == 10) {
                        r2.x = 0x00000004u;
                    } else {
                        if (r0.w == 14) {
                            r2.x = 0x00000005u;
                        } else {
                            if (r0.w == 18) {
                                r2.x = 0x00000006u;
                            } else {
                                r3.xyzw = asint((r0.wwww == int4(22, 26, 30, 3)) ? 0xffffffffu : 0u);
                                r2.yz = (r0.ww == int2(7, 11)) ? 0xffffffffu : 0u;
                                r2.x = (asuint(r3.x) != 0u) ? 0x00000007u : asuint(((asuint(r3.y) != 0u) ? 8 : ((asuint(r3.z) != 0u) ? 9 : ((asuint(r3.w) != 0u) ? 10 : ((r2.y != 0u) ? 11 : ((r2.z != 0u) ? 12 : 13))))));
                            }
                        }
                    }
                }
            }
        }
    }
    r0.w = asint(r2.x) + 1;
    if (r0.z == 0) {
        if (0x0000000au < asuint(r0.w)) {
            if (r0.w == 11) {
                r3.x = asint(r1.x >> (0x00000005u & 31u));
                r3.y = asint(r1.x >> (0x0000000fu & 31u));
                r3.z = asint(r1.x >> (0x00000019u & 31u));
                r3.xyw = r3.xyz & int3(1023, 1023, 127);
                r3.z = ((asint(r1.y) << (0x00000007u & 31u)) & 896) + r3.w;
            } else {
                r4.x = r1.x >> (0x00000005u & 31u);
                r4.y = r1.x >> (0x0000000fu & 31u);
                r4.z = r1.x >> (0x00000019u & 31u);
                r4.xyz = asuint(asint(r4.xyz) & int3(1023, 1023, 127));
                r5.x = asint(r1.y >> (0x00000002u & 31u));
                r5.y = asint(r1.y >> (0x0000000cu & 31u));
                r5.z = asint(r1.y >> (0x00000007u & 31u));
                r5.w = asint(r1.y >> (0x00000011u & 31u));
                r5.xyzw = r5.xyzw & int4(1024, 1024, 64512, 31744);
                r6.xy = asint(r4.xy) + r5.xy;
                r7.x = asint(r1.z) << (0x0000000au & 31u);
                r7.yw = asint(r1.yy) << (uint2(0x00000007u, 0x00000007u) & 31u);
                r7.z = asint(r1.y) << (0x00000003u & 31u);
                r7.xyzw = r7.xyzw & int4(1024, 896, 64512, 896);
                r2.y = asuint(r7.y + r7.x);
                r6.z = asint(r2.y) + asint(r4.z);
                r2.zw = (r0.ww == int2(12, 13)) ? 0xffffffffu : 0u;
                r8.xyz = asint(r1.yyy) & asint(uint3(0x00000800u, 0x00200000u, 0x80000000u));
                r8.y = asint(asuint(r8.y) >> (0x0000000au & 31u));
                r8.z = asint(asuint(r8.z) >> (0x00000014u & 31u));
                r8.xyz = asint(r4.xyz) + r8.xyz;
                r9.xy = r5.xy + r8.xy;
                r9.z = asint(r2.y) + r8.z;
                r4.xw = asuint(asint(r4.xz) + r7.zw);
                r5.xy = asint(r4.yw) + r5.zw;
                r4.y = asuint(((asint(r1.z) << (0x0000000fu & 31u)) & 32768) + r5.y);
                r4.z = asuint(r5.x);
                r3.xyz = (r2.zzz != 0u) ? r6.xyz : asint(((r2.www != 0u) ? asuint(r9.xyz) : r4.xzy));
            }
        } else {
            if (r0.w == 1) {
                r4.x = r1.x >> (0x00000005u & 31u);
                r4.y = r1.x >> (0x0000000fu & 31u);
                r4.z = r1.x >> (0x00000019u & 31u);
                r3.xyw = asint(r4.xyz) & int3(1023, 1023, 127);
                r3.z = ((asint(r1.y) << (0x00000007u & 31u)) & 896) + r3.w;
            } else {
                if (r0.w == 2) {
                    r4.x = r1.x >> (0x00000005u & 31u);
                    r4.y = r1.x >> (0x0000000fu & 31u);
                    r4.z = r1.x >> (0x00000019u & 31u);
                    r3.xyz = asint(r4.xyz) & int3(127, 127, 127);
                } else {
                    if (r0.w == 3) {
                        r4.x = r1.x >> (0x00000005u & 31u);
                        r4.y = r1.x >> (0x0000000fu & 31u);
                        r4.z = r1.x >> (0x00000019u & 31u);
                        r3.xyz = asint(r4.xyz) & int3(1023, 1023, 127);
                        r4.x = asuint(asint(r1.y) << (0x00000001u & 31u));
                        r4.y = asuint(asint(r1.y) << (0x00000007u & 31u));
                        r3.xw = (asint(r4.xy) & int2(512, 896)) | r3.xz;
                        r2.z = r1.y >> (0x00000008u & 31u);
                        r2.w = r1.y >> (0x00000012u & 31u);
                        r3.yz = (asint(r2.zw) & int2(512, 512)) | r3.yw;
                    } else {
                        if (r0.w == 4) {
                            r4.x = r1.x >> (0x00000005u & 31u);
                            r4.y = r1.x >> (0x0000000fu & 31u);
                            r4.z = r1.x >> (0x00000019u & 31u);
                            r3.xyz = asint(r4.xyz) & int3(1023, 1023, 127);
                            r4.x = asuint(asint(r1.y) << (0x00000002u & 31u));
                            r4.y = asuint(asint(r1.y) << (0x00000007u & 31u));
                            r3.xw = (asint(r4.xy) & int2(512, 896)) | r3.xz;
                            r2.z = r1.y >> (0x00000009u & 31u);
                            r2.w = r1.y >> (0x00000012u & 31u);
                            r3.yz = (asint(r2.zw) & int2(512, 512)) | r3.yw;
                        } else {
                            if (r0.w == 5) {
                                r4.x = r1.x >> (0x00000005u & 31u);
                                r4.y = r1.x >> (0x0000000fu & 31u);
                                r4.z = r1.x >> (0x00000019u & 31u);
                                r3.xyz = asint(r4.xyz) & int3(1023, 1023, 127);
                                r4.x = asuint(asint(r1.y) << (0x00000002u & 31u));
                                r4.y = asuint(asint(r1.y) << (0x00000007u & 31u));
                                r3.xw = (asint(r4.xy) & int2(512, 896)) | r3.xz;
                                r2.z = r1.y >> (0x00000008u & 31u);
                                r2.w = r1.y >> (0x00000013u & 31u);
                                r3.yz = (asint(r2.zw) & int2(512, 512)) | r3.yw;
                            } else {
                                if (r0.w == 6) {
                                    r4.x = r1.x >> (0x00000005u & 31u);
                                    r4.y = r1.x >> (0x0000000fu & 31u);
                                    r4.z = r1.x >> (0x00000019u & 31u);
                                    r3.xyw = asint(r4.xyz) & int3(511, 511, 127);
                                    r3.z = ((asint(r1.y) << (0x00000007u & 31u)) & 384) + r3.w;
                                } else {
                                    r4.x = r1.x >> (0x00000005u & 31u);
                                    r4.y = r1.x >> (0x0000000fu & 31u);
                                    r4.z = r1.x >> (0x00000019u & 31u);
                                    r5.xyz = asint(r4.xyz) & int3(255, 255, 127);
                                    r5.w = ((asint(r1.y) << (0x00000007u & 31u)) & 128) + r5.z;
                                    r2.yzw = (r0.www == int3(7, 8, 9)) ? 0xffffffffu : 0u;
                                    r2.z = asuint(asint(r2.z) | asint(r2.w));
                                    r3.xyz = (asuint((asint(r2.y) | asint(r2.z)).xxx) != 0u) ? r5.xyw : (asint(r4.xyz) & int3(63, 63, 63));
                                }
                            }
                        }
                    }
                }
            }
        }
        r2.z = asuint(1 << (asuint((-1 + asint(icb[r2.x].x))) & 31u));
        r3.xyz = (((asint(g_format) == 96) ? 0xffffffffu : 0u).xxx != 0u) ? asint(((asuint((asint(r2.zzz) & r3.xyz)) != 0u) ? asuint(((-asint(r2.zzz)) + ((asint(r2.z) + -1).xxx & r3.xyz))) : asuint(r3.xyz))) : r3.xyz;
        g0[vThreadIDInGroupFlattened.x].w[0] = asuint(r3.x);
        g0[vThreadIDInGroupFlattened.x].w[1] = asuint(r3.y);
        g0[vThreadIDInGroupFlattened.x].w[2] = asuint(r3.z);
    } else {
        if (asuint(r0.z) < 0x00000004u) {
            if (r0.z == 1) {
                if (0x0000000au < asuint(r0.w)) {
                    r4.x = r1.y >> (0x00000003u & 31u);
                    r4.y = r1.y >> (0x0000000du & 31u);
                    r4.z = r1.y >> (0x00000017u & 31u);
                    r5.xyz = asint(r4.xyz) & int3(1023, 1023, 511);
                    r5.w = ((asint(r1.z) << (0x00000009u & 31u)) & 512) + r5.z;
                    r2.yzw = asuint(asint(r4.xyz) & int3(511, 511, 511));
                    r6.xyz = asint((r0.www == int3(11, 12, 13)) ? 0xffffffffu : 0u);
                    r7.xyz = asint(r4.xyz) & int3(255, 255, 255);
                    r3.xyz = (asuint(r6.xxx) != 0u) ? r5.xyw : asint(((asuint(r6.yyy) != 0u) ? r2.yzw : ((asuint(r6.zzz) != 0u) ? asuint(r7.xyz) : asuint((asint(r4.xyz) & int3(15, 15, 15))))));
                } else {
                    if (r0.w == 1) {
                        r2.yzw = uint3(0x000000f8u, 0x0003e000u, 0x0f800000u);
                    } else {
                        if (r0.w == 2) {
                            r2.yzw = uint3(0x000001f8u, 0x0007e000u, 0x1f800000u);
                        } else {
                            if (r0.w == 3) {
                                r2.yzw = uint3(0x000000f8u, 0x0001e000u, 0x07800000u);
                            } else {
                                r4.xyzw = (r0.wwww == int4(4, 5, 6, 7)) ? 0xffffffffu : 0u;
                                r5.xy = asint((r0.ww == int2(8, 9)) ? 0xffffffffu : 0u);
                                r5.yzw = (asuint(r5.yyy) != 0u) ? int3(248, 253952, 528482304) : int3(504, 516096, 528482304);
                                r4.yzw = (r4.yyy != 0u) ? uint3(0x00000078u, 0x0001e000u, 0x0f800000u) : asuint(((r4.zzz != 0u) ? int3(248, 253952, 260046848) : ((r4.www != 0u) ? int3(504, 253952, 260046848) : ((asuint(r5.xxx) != 0u) ? int3(248, 516096, 260046848) : r5.yzw))));
                                r2.yzw = (r4.xxx != 0u) ? uint3(0x00000078u, 0x0003e000u, 0x07800000u) : r4.yzw;
                            }
                        }
                    }
                    r2.yzw = asuint(asint(r1.yyy) & asint(r2.yzw));
                    r3.x = asint(r2.y >> (0x00000003u & 31u));
                    r3.y = asint(r2.z >> (0x0000000du & 31u));
                    r3.z = asint(r2.w >> (0x00000017u & 31u));
                }
            } else {
                if (0x0000000au >= asuint(r0.w)) {
                    if (r0.z == 2) {
                        if (r0.w == 1) {
                            r4.x = r1.z >> (0x00000001u & 31u);
                            r4.y = r1.y >> (0x00000009u & 31u);
                            r4.z = r1.y >> (0x0000001du & 31u);
                            r3.xyw = asint(r4.xyz) & int3(31, 15, 7);
                            r4.x = asuint(asint(r1.x) << (0x00000002u & 31u));
                            r4.y = asuint(asint(r1.x) << (0x00000001u & 31u));
                            r4.z = asuint(asint(r1.z) << (0x00000003u & 31u));
                            r2.yzw = asuint(asint(r4.xyz) & int3(16, 16, 8));
                            r3.yw = asint(r2.yz) + r3.yw;
                            r3.z = asint(r2.w) + r3.w;
                        } else {
                            if (r0.w == 2) {
                                r4.x = r1.z >> (0x00000001u & 31u);
                                r4.y = r1.y >> (0x00000009u & 31u);
                                r4.z = r1.y >> (0x0000001du & 31u);
                                r4.w = r1.x >> (0x00000011u & 31u);
                                r3.xyzw = asint(r4.xywz) & int4(63, 15, 32, 7);
                                r4.x = r1.x >> (0x00000014u & 31u);
                                r4.y = r1.x >> (0x0000000au & 31u);
                                r2.yz = asuint(asint(r4.xy) & int2(16, 16));
                                r3.yw = (asint(r2.yz) + ((asint(r1.xz) << (uint2(0x00000003u, 0x00000003u) & 31u)) & int2(32, 8))) + r3.yw;
                                r3.z = r3.z + r3.w;
                            } else {
                                if (r0.w == 3) {
                                    r4.x = r1.z >> (0x00000001u & 31u);
                                    r4.y = r1.y >> (0x00000009u & 31u);
                                    r4.z = r1.y >> (0x0000001du & 31u);
                                    r3.xyw = asint(r4.xyz) & int3(31, 15, 7);
                                    r3.z = ((asint(r1.z) << (0x00000003u & 31u)) & 8) + r3.w;
                                } else {
                                    if (r0.w == 4) {
                                        r4.x = r1.z >> (0x00000001u & 31u);
                                        r4.y = r1.z >> (0x00000007u & 31u);
                                        r4.z = r1.y >> (0x0000001du & 31u);
                                        r4.w = r1.y >> (0x00000009u & 31u);
                                        r3.xyzw = asint(r4.xyzw) & int4(15, 16, 7, 15);
                                        r3.y = r3.w + r3.y;
                                        r3.z = ((asint(r1.z) << (0x00000003u & 31u)) & 8) + r3.z;
                                    } else {
                                        if (r0.w == 5) {
                                            r4.x = r1.z >> (0x00000001u & 31u);
                                            r4.y = r1.y >> (0x00000009u & 31u);
                                            r4.z = r1.y >> (0x0000001du & 31u);
                                            r4.w = r1.y >> (0x00000004u & 31u);
                                            r3.xyzw = asint(r4.xyzw) & int4(15, 15, 7, 16);
                                            r3.z = (((asint(r1.z) << (0x00000003u & 31u)) & 8) + r3.w) + r3.z;
                                        } else {
                                            if (r0.w == 6) {
                                                r4.x = r1.z >> (0x00000001u & 31u);
                                                r4.y = r1.y >> (0x00000009u & 31u);
                                                r4.z = r1.y >> (0x0000001du & 31u);
                                                r3.xyw = asint(r4.xyz) & int3(31, 15, 7);
                                                r4.x = r1.x >> (0x00000014u & 31u);
                                                r4.y = r1.x >> (0x0000000au & 31u);
                                                r3.yw = (asint(r4.xy) & int2(16, 16)) + r3.yw;
                                                r3.z = ((asint(r1.z) << (0x00000003u & 31u)) & 8) + r3.w;
                                            } else {
                                                if (r0.w == 7) {
                                                    r4.x = r1.z >> (0x00000001u & 31u);
                                                    r4.y = r1.y >> (0x00000009u & 31u);
                                                    r4.z = r1.y >> (0x0000001du & 31u);
                                                    r3.xyw = asint(r4.xyz) & int3(63, 15, 7);
                                                    r4.x = r1.x >> (0x00000014u & 31u);
                                                    r4.y = r1.x >> (0x0000000au & 31u);
                                                    r3.yw = (asint(r4.xy) & int2(16, 16)) + r3.yw;
                                                    r3.z = ((asint(r1.z) << (0x00000003u & 31u)) & 8) + r3.w;
                                                } else {
                                                    r4.x = r1.z >> (0x00000001u & 31u);
                                                    r4.y = r1.y >> (0x00000009u & 31u);
                                                    r4.z = r1.y >> (0x0000001du & 31u);
                                                    r4.w = r1.x >> (0x00000012u & 31u);
                                                    r5.xyzw = asint(r4.yzwx) & int4(15, 7, 32, 31);
                                                    r6.x = asint(r1.x >> (0x00000014u & 31u));
                                                    r6.y = asint(r1.x >> (0x0000000au & 31u));
                                                    r6.z = asint(r1.x >> (0x00000010u & 31u));
                                                    r6.w = asint(r1.x >> (0x00000011u & 31u));
                                                    r6.xyzw = r6.xyzw & int4(16, 16, 32, 32);
                                                    r5.xy = r5.xy + r6.xy;
                                                    r7.y = r5.z + r5.x;
                                                    r2.y = asuint((asint(r1.z) << (0x00000003u & 31u)) & 8);
                                                    r7.z = asint(r2.y) + r5.y;
                                                    r2.zw = (r0.ww == int2(8, 9)) ? 0xffffffffu : 0u;
                                                    r5.z = (asint(r2.y) + r5.z) + r5.y;
                                                    r4.xyw = asuint(asint(r4.yzx) & int3(15, 7, 63));
                                                    r4.xy = asuint(asint(r4.xy) + (r6.zw + r6.xy));
                                                    r4.z = asuint(asint(r2.y) + asint(r4.y));
                                                    r7.x = r5.w;
                                                    r3.xyz = (r2.zzz != 0u) ? r7.xyz : asint(((r2.www != 0u) ? asuint(r5.wxz) : r4.wxz));
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        if (r0.w == 1) {
                            r4.x = r1.z >> (0x00000007u & 31u);
                            r4.y = r1.y >> (0x00000013u & 31u);
                            r4.z = r1.z >> (0x00000009u & 31u);
                            r4.w = r1.y >> (0x0000001bu & 31u);
                            r3.xyzw = asint(r4.xywz) & int4(31, 15, 2, 8);
                            r4.xz = r1.yz >> (uint2(0x00000004u, 0x00000004u) & 31u);
                            r4.y = r1.y >> (0x00000012u & 31u);
                            r2.yzw = asuint(asint(r4.xyz) & int3(16, 1, 4));
                            r3.yw = asint(r2.yz) + r3.yw;
                            r2.y = asuint(r3.z + (asint(r1.x) & 16));
                            r3.z = (asint(r2.w) + asint(r2.y)) + r3.w;
                        } else {
                            if (r0.w == 2) {
                                r4.x = r1.z >> (0x00000007u & 31u);
                                r4.y = r1.y >> (0x00000013u & 31u);
                                r4.z = r1.x >> (0x00000015u & 31u);
                                r4.w = r1.x >> (0x0000000cu & 31u);
                                r3.xyzw = asint(r4.xywz) & int4(63, 15, 3, 4);
                                r4.x = asuint(asint(r1.x) << (0x00000001u & 31u));
                                r4.y = asuint(asint(r1.y) << (0x00000004u & 31u));
                                r4.z = asuint(asint(r1.y) << (0x00000002u & 31u));
                                r4.w = asuint(asint(r1.y) << (0x00000003u & 31u));
                                r4.xyzw = asuint(asint(r4.xyzw) & int4(48, 32, 16, 8));
                                r3.yw = r3.yw + asint(r4.xy);
                                r3.z = (r3.z + (asint(r4.w) + asint(r4.z))) + r3.w;
                            } else {
                                if (r0.w == 3) {
                                    r4.x = r1.z >> (0x00000007u & 31u);
                                    r4.y = r1.y >> (0x00000013u & 31u);
                                    r4.z = r1.z >> (0x00000009u & 31u);
                                    r4.w = r1.y >> (0x00000012u & 31u);
                                    r3.xyzw = asint(r4.xyzw) & int4(31, 15, 8, 1);
                                    r4.x = r1.z >> (0x00000004u & 31u);
                                    r4.y = r1.y >> (0x0000001bu & 31u);
                                    r2.yz = asuint(asint(r4.xy) & int2(4, 2));
                                    r2.y = asuint(asint(r2.y) + r3.w);
                                    r3.z = (asint(r2.z) + asint(r2.y)) + r3.z;
                                } else {
                                    if (r0.w == 4) {
                                        r4.x = r1.z >> (0x00000007u & 31u);
                                        r4.y = r1.y >> (0x00000013u & 31u);
                                        r4.z = r1.z >> (0x00000009u & 31u);
                                        r4.w = r1.z >> (0x00000005u & 31u);
                                        r4.xyzw = asuint(asint(r4.xyzw) & int4(15, 15, 8, 1));
                                        r5.xy = asint(r1.yz >> (uint2(0x00000004u, 0x00000004u) & 31u));
                                        r5.z = asint(r1.y >> (0x0000001bu & 31u));
                                        r3.xyz = (r5.xyz & int3(16, 4, 2)).yxz + asint(r4.zyw);
                                        r3.z = r3.z + r3.x;
                                        r3.x = asint(r4.x);
                                    } else {
                                        if (r0.w == 5) {
                                            r4.x = r1.z >> (0x00000007u & 31u);
                                            r4.y = r1.y >> (0x00000013u & 31u);
                                            r4.z = r1.z >> (0x00000009u & 31u);
                                            r3.xyzw = asint(r4.xyzx) & int4(15, 15, 8, 16);
                                            r2.y = asuint((asint((r1.y >> (0x00000012u & 31u))) & 1) + r3.w);
                                            r2.z = asuint(asint((r1.z >> (0x00000004u & 31u))) & 6);
                                            r3.z = (asint(r2.z) + asint(r2.y)) + r3.z;
                                        } else {
                                            if (r0.w == 6) {
                                                r4.x = r1.z >> (0x00000007u & 31u);
                                                r4.y = r1.y >> (0x00000013u & 31u);
                                                r4.z = r1.z >> (0x00000009u & 31u);
                                                r4.w = r1.y >> (0x00000012u & 31u);
                                                r3.xyzw = asint(r4.xywz) & int4(31, 15, 1, 8);
                                                r4.xz = r1.yz >> (uint2(0x00000004u, 0x00000004u) & 31u);
                                                r4.y = r1.y >> (0x0000001bu & 31u);
                                                r2.yzw = asuint(asint(r4.xyz) & int3(16, 2, 4));
                                                r3.yw = asint(r2.yz) + r3.yw;
                                                r2.y = asuint(((asint(r1.y) << (0x00000002u & 31u)) & 16) + r3.z);
                                                r3.z = (asint(r2.w) + asint(r2.y)) + r3.w;
                                            } else {
                                                if (r0.w == 7) {
                                                    r4.x = r1.z >> (0x00000007u & 31u);
                                                    r4.y = r1.y >> (0x00000013u & 31u);
                                                    r4.z = r1.x >> (0x00000015u & 31u);
                                                    r4.w = r1.y >> (0x0000001bu & 31u);
                                                    r3.xyzw = asint(r4.xywz) & int4(63, 15, 2, 4);
                                                    r4.x = r1.x >> (0x00000009u & 31u);
                                                    r4.y = r1.y >> (0x00000012u & 31u);
                                                    r3.yw = (asint(r4.xy) & int2(16, 1)) + r3.yw;
                                                    r3.z = (((asint(r1.y) << (0x00000002u & 31u)) & 24) + r3.z) + r3.w;
                                                } else {
                                                    if (r0.w == 8) {
                                                        r4.x = r1.z >> (0x00000007u & 31u);
                                                        r4.y = r1.y >> (0x00000013u & 31u);
                                                        r4.z = r1.z >> (0x00000009u & 31u);
                                                        r4.w = r1.y >> (0x0000001bu & 31u);
                                                        r3.xyzw = asint(r4.xywz) & int4(31, 15, 2, 8);
                                                        r4.x = asuint(asint(r1.y) << (0x00000004u & 31u));
                                                        r4.y = asuint(asint(r1.y) << (0x00000002u & 31u));
                                                        r2.yz = asuint(asint(r4.xy) & int2(32, 16));
                                                        r4.xy = r1.yz >> (uint2(0x00000004u, 0x00000004u) & 31u);
                                                        r4.z = r1.x >> (0x0000000du & 31u);
                                                        r4.xyz = asuint(asint(r4.xyz) & int3(16, 4, 1));
                                                        r3.yw = (asint(r2.yz) + asint(r4.xy)) + r3.yw;
                                                        r3.z = (r3.z + asint(r4.z)) + r3.w;
                                                    } else {
                                                        r4.x = r1.z >> (0x00000007u & 31u);
                                                        r4.y = r1.y >> (0x00000013u & 31u);
                                                        r4.z = r1.z >> (0x00000009u & 31u);
                                                        r4.w = r1.z >> (0x00000004u & 31u);
                                                        r4.xyzw = asuint(asint(r4.yzwx) & int4(15, 8, 4, 31));
                                                        r5.x = asint(r1.y >> (0x00000004u & 31u));
                                                        r5.y = asint(r1.y >> (0x00000012u & 31u));
                                                        r5.z = asint(r1.x >> (0x0000000cu & 31u));
                                                        r5.w = asint(r1.x >> (0x0000001au & 31u));
                                                        r5.xyzw = r5.xyzw & int4(16, 1, 2, 32);
                                                        r4.xy = asuint(asint(r4.xy) + r5.xy);
                                                        r6.x = asint(r1.y) << (0x00000004u & 31u);
                                                        r6.y = asint(r1.y) << (0x00000002u & 31u);
                                                        r6.z = asint(r1.y) << (0x00000003u & 31u);
                                                        r6.xyz = r6.xyz & int3(32, 16, 8);
                                                        r4.z = asuint((r5.z + (r6.y + (asint(r4.z) + r6.x))) + asint(r4.y));
                                                        r5.x = asint(r1.z >> (0x00000007u & 31u));
                                                        r5.y = asint(r1.y >> (0x00000013u & 31u));
                                                        r5.z = asint(r1.x >> (0x00000015u & 31u));
                                                        r5.xyz = r5.xyz & int3(63, 15, 4);
                                                        r7.x = asint(r1.x >> (0x00000007u & 31u));
                                                        r7.y = asint(r1.x >> (0x0000000cu & 31u));
                                                        r1.xy = asuint((r7.xy & int2(16, 3)) + r5.yz);
                                                        r5.y = r5.w + asint(r1.x);
                                                        r1.x = asuint(r6.z + (r6.y + r6.x));
                                                        r5.z = asint(r1.x) + asint(r1.y);
                                                        r3.xyz = (((r0.w == 9) ? 0xffffffffu : 0u).xxx != 0u) ? asint(r4.wxz) : r5.xyz;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                } else {
                    r3.xyz = int3(0, 0, 0);
                }
            }
        } else {
            r3.xyz = int3(0, 0, 0);
        }
    }
    if (asuint(r0.z) < 0x00000004u) {
        r1.x = (r0.z == 1) ? 0xffffffffu : 0u;
        r1.y = asuint(asint(((0x00000001u < asuint(r0.z)) ? 0xffffffffu : 0u)) & asint(((0x0000000au >= asuint(r0.w)) ? 0xffffffffu : 0u)));
        if (asuint((asint(r1.y) | asint(r1.x))) != 0u) {
            r1.xy = (asint(r2.xx) == int2(9, 10)) ? 0xffffffffu : 0u;
            r1.x = asuint(asint(r1.y) | asint(r1.x));
            r1.y = asuint(asint(((asint(r1.x) == 0) ? 0xffffffffu : 0u)) | asint(((asint(g_format) == 96) ? 0xffffffffu : 0u)));
            r2.yzw = asuint(int3(-1, -1, -1) + asint(icb[r2.x].yzw));
            r4.x = asuint(1 << (r2.y & 31u));
            r4.y = asuint(1 << (r2.z & 31u));
            r4.z = asuint(1 << (r2.w & 31u));
            r2.yzw = asuint(r3.xyz & asint(r4.xyz));
            r3.xyz = (r1.yyy != 0u) ? asint(((r2.yzw != 0u) ? asuint(((-asint(r4.xyz)) + (r3.xyz & (asint(r4.xyz) + int3(-1, -1, -1))))) : asuint(r3.xyz))) : r3.xyz;
            if (r1.x == 0u) {
                r4.xyz = uint3(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2]);
                r3.xyz = r3.xyz + asint(r4.xyz);
            }
        }
        r2.yz = (icb[r2.x].xx < uint2(0x0000000fu, 0x00000010u)) ? 0xffffffffu : 0u;
        r4.xyz = (r2.yyy != 0u) ? ((asuint(r3.xyz) != 0u) ? ((((((1 << (icb[r2.x].x & 31u)) + -1).xxx == r3.xyz) ? 0xffffffffu : 0u) != 0u) ? uint3(0x0000ffffu, 0x0000ffffu, 0x0000ffffu) : (asuint(((r3.xyz << (uint3(0x00000010u, 0x00000010u, 0x00000010u) & 31u)) + int3(32768, 32768, 32768))) >> (icb[r2.x].xxx & 31u))) : uint3(0x00000000u, 0x00000000u, 0x00000000u)) : asuint(r3.xyz);
        r6.xyz = max((-r3.xyz), r3.xyz);
        r1.y = asuint(-1 + asint(icb[r2.x].x));
        r2.xyw = (asuint(r6.xyz) != 0u) ? ((((r6.xyz >= ((1 << (r1.y & 31u)) + -1).xxx) ? 0xffffffffu : 0u) != 0u) ? uint3(0x00007fffu, 0x00007fffu, 0x00007fffu) : (asuint(((r6.xyz << (uint3(0x0000000fu, 0x0000000fu, 0x0000000fu) & 31u)) + int3(16384, 16384, 16384))) >> (r1.yyy & 31u))) : uint3(0x00000000u, 0x00000000u, 0x00000000u);
        r2.xyw = (((r3.xyz >= int3(0, 0, 0)) ? 0xffffffffu : 0u) != 0u) ? r2.xyw : asuint((-asint(r2.xyw)));
        r2.xyz = (((asint(g_format) == 95) ? 0xffffffffu : 0u).xxx != 0u) ? r4.xyz : ((r2.zzz != 0u) ? r2.xyw : asuint(r3.xyz));
        g0[vThreadIDInGroupFlattened.x].w[0] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r2.z;
    }
    r1.x = asuint(r0.z) >> (0x00000002u & 31u);
    r1.y = asuint(r0.z + (-(r0.z & -4)));
    {
        uint p0 = asuint(r0.x) / g_num_block_x;
        r2.x = p0;
    }
    r0.x = (-asint(r2.x)) * asint(g_num_block_x) + r0.x;
    r0.x = asint(r1.y) + ((asint(r1.x) + (asint(r2.x) << (0x00000002u & 31u))) * asint(g_tex_width) + (r0.x << (0x00000002u & 31u)));
    if (asuint(r0.x) < g_tex_size) {
        if (0x0000000au < asuint(r0.w)) {
            r0.w = asint(((asint(r1.y) == 0) ? 0xffffffffu : 0u)) & asint(((asint(r1.x) == 0) ? 0xffffffffu : 0u));
            r2.x = r1.z >> (0x00000001u & 31u);
            r2.y = (r1.x < 0x00000002u) ? 0xffffffffu : 0u;
            r2.z = asuint(asint(r1.x) << (0x00000004u & 31u));
            r2.w = asuint(asint(r1.y) << (0x00000002u & 31u));
            r2.z = asuint(asint(r2.w) + asint(r2.z));
            r2.w = r1.z >> (r2.z & 31u);
            r2.z = r1.w >> (asuint((asint(r2.z) + -32)) & 31u);
            r2.xzw = asuint(asint(r2.xzw) & int3(7, 15, 15));
            r2.y = (r2.y != 0u) ? r2.w : r2.z;
            r0.w = (asuint(r0.w) != 0u) ? asint(r2.x) : asint(r2.y);
            r0.w = asint(icb[asuint(r0.w) + 14].x);
        } else {
            r2.x = asuint(asint((r1.z >> (0x0000000du & 31u))) & 31);
            r0.y = r0.y + ((asint((icb[r2.x + 14].y >> (asuint(r0.z) & 31u))) << (0x00000001u & 31u)) & 2);
            r1.xy = (asint(r1.xy) == int2(0, 0)) ? 0xffffffffu : 0u;
            if (asuint((asint(r1.x) & asint(r1.y))) == 0u) {
                r1.x = (asuint(r0.z) < 0x00000005u) ? 0xffffffffu : 0u;
                r2.yz = asuint(r0.zz * int2(3, 3) + int2(17, -15));
                r3.x = asint(r1.z >> (r2.y & 31u));
                r3.y = asint(r1.w >> (r2.z & 31u));
                if (asuint(r0.z) >= icb[r2.x + 14].z) {
                    r1.y = (r0.z == asint(icb[r2.x + 14].z)) ? 0xffffffffu : 0u;
                    r2.xy = asuint(r3.xy & int2(3, 3));
                    r2.x = (r1.x != 0u) ? r2.x : r2.y;
                    r2.yz = asuint(r0.zz * int2(3, 3) + int2(16, -16));
                    r4.x = r1.z >> (r2.y & 31u);
                    r4.y = r1.w >> (r2.z & 31u);
                    r2.yz = asuint(asint(r4.xy) & int2(7, 7));
                    r0.z = (r1.y != 0u) ? asint(r2.x) : ((r1.x != 0u) ? asint(r2.y) : ((((0x00000005u < asuint(r0.z)) ? 0xffffffffu : 0u) != 0u) ? asint(r2.z) : (((asint(r1.w) << (0x00000001u & 31u)) & 6) + asint((r1.z >> (0x0000001fu & 31u))))));
                } else {
                    r1.yw = asuint(r3.xy & int2(7, 7));
                    r0.z = (r1.x != 0u) ? asint(r1.y) : asint(r1.w);
                }
            } else {
                r0.z = asint((r1.z >> (0x00000012u & 31u))) & 3;
            }
            r0.w = asint(icb[asuint(r0.z) + 14].w);
        }
        r1.xyz = uint3(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2]);
        r0.y = r0.y + 1;
        r2.xyz = uint3(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2]);
        r3.xyz = asint(r1.xyz) << (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u);
        r0.yzw = ((((-asint(r1.xyz)) + asint(r2.xyz)) * r0.www + r3.xyz) + int3(32, 32, 32)) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u);
        {
            int3 p0 = r0.yzw * int3(31, 31, 31);
            r1.yzw = asuint(p0);
        }
        r2.xyz = asuint(asint(r1.yzw) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u));
        r3.xyz = asint((r0.yzw < int3(0, 0, 0)) ? 0xffffffffu : 0u);
        {
            int3 p0 = r0.yzw * int3(-31, -31, -31);
            r0.yzw = p0;
        }
        r0.yzw = (asuint(r3.xyz) != 0u) ? (-(r0.yzw >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))) : (asint(r1.yzw) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u));
        r1.xyz = (((asint(g_format) == 95) ? 0xffffffffu : 0u).xxx != 0u) ? r2.xyz : asuint(((((r0.yzw < int3(0, 0, 0)) ? 0xffffffffu : 0u) != 0u) ? ((-r0.yzw) | int3(32768, 32768, 32768)) : r0.yzw));
        r1.w = 0x00003c00u;
        g_OutBuff[asuint(r0.x)].w[0] = r1.x;
        g_OutBuff[asuint(r0.x)].w[1] = r1.y;
        g_OutBuff[asuint(r0.x)].w[2] = r1.z;
        g_OutBuff[asuint(r0.x)].w[3] = r1.w;
    }
    {
        return output;
    }
}
