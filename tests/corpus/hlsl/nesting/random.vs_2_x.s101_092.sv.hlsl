// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c39 : register(c39);
float4 c40 : register(c40);
float4 c41 : register(c41);
float4 c43 : register(c43);
float4 c45 : register(c45);
float4 c46 : register(c46);
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
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        [branch] if (p0.w) {
            r0.xy = r0.xy + r1.xy;
            [branch] if (r0.w >= r1.w) {
                r0.x = dot(r0.xyzw, r1.xyzw);
                [branch] if (r0.y > r1.w) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [branch] if (!p0.x) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (p0.w) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.y >= r1.w) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                [branch] if (!p0.y) {
                                    r0.xyzw = r0.xyzw + c39.xyzw;
                                    [branch] if (p0.z) {
                                        r0.xyzw = r0.xyzw + c41.xyzw;
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                        [branch] if (p0.w) {
                                            r0.xyzw = r0.xyzw + c46.xyzw;
                                            [branch] if (p0.y) {
                                                r0.xyzw = r0.xyzw + c43.xyzw;
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                [branch] if (!p0.w) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (!p0.x) {
                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                        break;
                                                        [branch] if (!p0.w) {
                                                            r0.xyzw = r0.xyzw + c39.xyzw;
                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                            [branch] if (!p0.z) {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                [branch] if (!p0.w) {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    r0.xyzw = r0.xyzw + c40.xyzw;
                                                                    [branch] if (p0.z) {
                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.w <= r1.x) {
                                                                            r0.xyzw = r0.xyzw + c45.xyzw;
                                                                            [branch] if (r0.y > r1.x) {
                                                                                r0.xyzw = r0.xyzw + c45.xyzw;
                                                                                [branch] if (r0.x <= r1.y) {
                                                                                    r0.xyzw = r0.xyzw + c39.xyzw;
                                                                                    [branch] if (p0.z) {
                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                        [branch] if (r0.x >= r1.w) {
                                                                                            r0.xyzw = r0.xyzw + c46.xyzw;
                                                                                            [branch] if (r0.y <= r1.z) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (r0.y == r1.z) {
                                                                                                    r0.xyzw = r0.xyzw + c41.xyzw;
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                                                                                    [branch] if (r0.y > r1.x) {
                                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                        [flatten] if (r0.x < r1.z) break;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
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
                                    } else {
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } else {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            p0.xyzw = r0.xyzw >= r1.xyzw;
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
