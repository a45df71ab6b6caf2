// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c19 : register(c19);
bool b1 : register(b1);
bool b2 : register(b2);
bool b9 : register(b9);
bool b10 : register(b10);
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
    r1.xyzw = c0.xyzw;
    [branch] if (b9) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c14.xyzw;
    }
    [branch] if (b1) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b10) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (!false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b2) {
        r0.xyzw = r0.xyzw + c14.xyzw;
    }
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    [branch] if (b2) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    [branch] if (b9) {
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b14) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
