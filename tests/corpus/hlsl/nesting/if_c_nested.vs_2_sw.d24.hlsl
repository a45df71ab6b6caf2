// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c37 : register(c37);
float4 c39 : register(c39);
float4 c42 : register(c42);
float4 c43 : register(c43);
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
    r1.xyzw = c1.xyzw;
    [branch] if (r0.x < r1.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.y >= r1.x) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.x < r1.x) {
                r0.xy = r0.xy + r1.xy;
                [branch] if (r0.x <= r1.x) {
                    r0.xy = r0.xy + r1.xy;
                    [branch] if (r0.z > r1.x) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.x <= r1.x) {
                            r0.xyzw = r0.xyzw + c37.xyzw;
                            [branch] if (r0.w == r1.z) {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                [branch] if (r0.y < r1.w) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.x == r1.x) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.z == r1.y) {
                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                            [branch] if (r0.w != r1.z) {
                                                r0.xyzw = r0.xyzw + c37.xyzw;
                                                [branch] if (r0.x != r1.z) {
                                                    r0.xyzw = r0.xyzw + c42.xyzw;
                                                    [branch] if (r0.y >= r1.y) {
                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                        [branch] if (r0.w <= r1.x) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (r0.z > r1.z) {
                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                [branch] if (r0.w >= r1.x) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.w >= r1.y) {
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        [branch] if (r0.x != r1.y) {
                                                                            r0.xyzw = r0.xyzw + c43.xyzw;
                                                                            [branch] if (r0.w <= r1.x) {
                                                                                r0.xyzw = r0.xyzw + c39.xyzw;
                                                                                [branch] if (r0.w == r1.x) {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                    [branch] if (r0.w != r1.w) {
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        [branch] if (r0.x > r1.y) {
                                                                                            r0.xy = r0.xy + r1.xy;
                                                                                            [branch] if (r0.z >= r1.y) {
                                                                                                r0.xyzw = r0.xyzw + c37.xyzw;
                                                                                                [branch] if (r0.x == r1.w) {
                                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
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
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
