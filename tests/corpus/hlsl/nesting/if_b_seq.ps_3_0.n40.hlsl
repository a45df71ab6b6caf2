// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c13 : register(c13);
bool b1 : register(b1);
bool b3 : register(b3);
bool b4 : register(b4);
bool b7 : register(b7);
bool b8 : register(b8);
bool b9 : register(b9);
bool b10 : register(b10);
bool b11 : register(b11);
bool b12 : register(b12);
bool b13 : register(b13);
bool b14 : register(b14);
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
    if (!true) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    [branch] if (b12) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b12) {
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b3) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (false) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b9) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [branch] if (b7) {
    } else {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (b8) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b12) {
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b13) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (b14) {
    } else {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (b8) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [branch] if (b15) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b11) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (b9) {
    } else {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    [branch] if (b13) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (b10) {
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b7) {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b9) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    [branch] if (b15) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b7) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    [branch] if (b3) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b7) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b9) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b4) {
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b4) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
