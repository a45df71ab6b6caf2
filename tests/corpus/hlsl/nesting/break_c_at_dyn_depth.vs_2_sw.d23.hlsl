// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c9 : register(c9);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        [branch] if (r0.z <= r1.w) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [branch] if (r0.x == r1.w) {
                r0.xyzw = r0.xyzw + c4.xyzw;
                [branch] if (r0.w < r1.y) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [branch] if (r0.w <= r1.x) {
                        r0.xyzw = r0.xyzw + c7.xyzw;
                        [branch] if (r0.z < r1.w) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (r0.y > r1.y) {
                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                [branch] if (r0.x > r1.z) {
                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                    [branch] if (r0.w >= r1.z) {
                                        r0.xyzw = r0.xyzw + c7.xyzw;
                                        [branch] if (r0.z > r1.w) {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            [branch] if (r0.w >= r1.y) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                [branch] if (r0.x != r1.x) {
                                                    r0.xyzw = r0.xyzw + c3.xyzw;
                                                    [branch] if (r0.y >= r1.w) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.y != r1.w) {
                                                            r0.xyzw = r0.xyzw + c6.xyzw;
                                                            [branch] if (r0.x < r1.x) {
                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                [branch] if (r0.y != r1.x) {
                                                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                                                    [branch] if (r0.w != r1.z) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.z >= r1.x) {
                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.z == r1.x) {
                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                [branch] if (r0.z > r1.y) {
                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.x > r1.z) {
                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                        [branch] if (r0.y == r1.z) {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            [branch] if (r0.x == r1.z) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (r0.y == r1.x) {
                                                                                                    r0.xyzw = r0.xyzw + c4.xyzw;
                                                                                                    [flatten] if (r0.z <= r1.x) break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
