// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c26 : register(c26);
float4 c27 : register(c27);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c30 : register(c30);
float4 c31 : register(c31);
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
    [branch] if (r0.w != r1.x) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        [branch] if (r0.x < r1.w) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [branch] if (r0.y < r1.x) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                [branch] if (r0.y == r1.x) {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                    [branch] if (r0.w > r1.z) {
                        r0.xyzw = r0.xyzw + c30.xyzw;
                        [branch] if (r0.y <= r1.y) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.y < r1.z) {
                                r1.xyzw = r0.yzwx;
                                [branch] if (r0.x < r1.x) {
                                    r0.xyzw = r0.xyzw + c31.xyzw;
                                    [branch] if (r0.y >= r1.x) {
                                        r0.xyzw = r0.xyzw + c29.xyzw;
                                        [branch] if (r0.y >= r1.z) {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            [branch] if (r0.w >= r1.y) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (r0.z == r1.x) {
                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (r0.z < r1.z) {
                                                        r1.xyzw = r0.yzwx;
                                                        [branch] if (r0.x >= r1.z) {
                                                            r1.xyzw = r0.yzwx;
                                                            [branch] if (r0.y > r1.x) {
                                                                r1.xyzw = r0.yzwx;
                                                                [branch] if (r0.x > r1.y) {
                                                                    r0.xyzw = r0.xyzw + c29.xyzw;
                                                                    [branch] if (r0.w >= r1.w) {
                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                        [branch] if (r0.z <= r1.z) {
                                                                            r0.xyzw = r0.xyzw + c28.xyzw;
                                                                            [branch] if (r0.z < r1.w) {
                                                                                r0.xyzw = r0.xyzw + c27.xyzw;
                                                                                [branch] if (r0.y == r1.z) {
                                                                                    r0.xyzw = r0.xyzw + c29.xyzw;
                                                                                    [branch] if (r0.z != r1.w) {
                                                                                        r0.xyzw = r0.xyzw + c27.xyzw;
                                                                                        [branch] if (r0.x <= r1.x) {
                                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.z > r1.y) {
                                                                                                r0.xyzw = r0.xyzw + c26.xyzw;
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
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
