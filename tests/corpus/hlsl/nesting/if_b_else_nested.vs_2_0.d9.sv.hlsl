// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c59 : register(c59);
float4 c62 : register(c62);
float4 c63 : register(c63);
bool b4 : register(b4);
bool b12 : register(b12);
bool b14 : register(b14);
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
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
        [branch] if (!b14) {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            if (!false) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [branch] if (!b14) {
                    r0.xyzw = r0.xyzw + c63.xyzw;
                    if (false) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        if (false) {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            [branch] if (b4) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (!b12) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    if (!true) {
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                    } else {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                }
                            } else {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c62.xyzw;
                        }
                    } else {
                        r0.xyzw = r0.xyzw + c62.xyzw;
                    }
                } else {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                }
            } else {
                r0.xyzw = r0.xyzw + c62.xyzw;
            }
        } else {
            r0.xy = r0.xy + r1.xy;
        }
    } else {
        r0.xyzw = r0.xyzw + c59.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
