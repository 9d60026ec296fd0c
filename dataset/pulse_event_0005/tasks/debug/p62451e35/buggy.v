module pulse_event_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       fire,
    input  wire [2:0] pulse_count,
    input  wire [1:0] space_len,
    input  wire       abort,
    output reg        pulse_out,
    output reg  [2:0] pulses_left,
    output reg  [1:0] space_left,
    output reg        busy
);
    reg [2:0] left;
    reg [1:0] gap;

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd0;
            gap <= 2'd0;
        end else begin
            if (abort)
                left <= 3'd0;
            else if (fire && left == 3'd0 && gap == 2'd0)
                left <= pulse_count;
            else if (left != 3'd0 && gap == 2'd0)
                left = left - 3'd1;
            if (abort)
                gap <= 2'd0;
            else if (left != 3'd0 && gap == 2'd0)
                gap <= space_len;
            else if (gap != 2'd0)
                gap <= gap - 2'd1;
        end
    end

    always @* begin
        pulse_out = left != 3'd0 && gap == 2'd0;
        pulses_left = left;
        space_left = gap;
        busy = left != 3'd0 || gap != 2'd0;
    end
endmodule
