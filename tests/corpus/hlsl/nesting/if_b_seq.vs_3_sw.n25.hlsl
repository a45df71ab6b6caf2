// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c17 : register(c17);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
bool b0 : register(b0);
bool b3 : register(b3);
bool b4 : register(b4);
bool b9 : register(b9);
bool b10 : register(b10);
bool b12 : register(b12);
bool b13 : register(b13);
bool b15 : register(b15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    [branch] if (b0) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (b9) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b4) {
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b4) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
    [branch] if (b12) {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    [branch] if (b3) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    if (!false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c17.xyzw;
    }
    [branch] if (b10) {
    } else {
        r0.xyzw = r0.xyzw + c21.xyzw;
    }
    [branch] if (b0) {
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b4) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b12) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b4) {
    } else {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    [branch] if (b3) {
    } else {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b13) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
