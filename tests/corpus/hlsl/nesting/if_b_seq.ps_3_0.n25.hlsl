// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
bool b0 : register(b0);
bool b1 : register(b1);
bool b5 : register(b5);
bool b6 : register(b6);
bool b8 : register(b8);
bool b12 : register(b12);
bool b15 : register(b15);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    [branch] if (b5) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b0) {
    } else {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c2.xyzw;
    }
    [branch] if (b8) {
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b12) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b1) {
    } else {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    [branch] if (b12) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b8) {
    } else {
        r0.xyzw = r0.xyzw + c3.xyzw;
    }
    [branch] if (b15) {
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!true) {
        r1.xyzw = r0.yzwx;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    if (true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c3.xyzw;
    }
    [branch] if (b5) {
    } else {
        r1.xyzw = r0.yzwx;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
