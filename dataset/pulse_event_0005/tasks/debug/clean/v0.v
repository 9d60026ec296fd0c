module pulse_event_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       fire,
    input  wire [2:0] pulse_count,
    input  wire [1:0] space_len,
    input  wire       abort,
    output wire       pulse_out,
    output wire [2:0] pulses_left,
    output wire [1:0] space_left,
    output wire       busy
);
    reg [2:0] left;
    reg [1:0] gap;
    reg [2:0] left_next;
    reg [1:0] gap_next;

    always @* begin
        if (abort)
            left_next = 3'd0;
        else if (fire && left == 3'd0 && gap == 2'd0)
            left_next = pulse_count;
        else if (left != 3'd0 && gap == 2'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @* begin
        if (abort)
            gap_next = 2'd0;
        else if (left != 3'd0 && gap == 2'd0)
            gap_next = space_len;
        else if (gap != 2'd0)
            gap_next = gap - 2'd1;
        else
            gap_next = gap;
    end

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd0;
            gap <= 2'd0;
        end else begin
            left <= left_next;
            gap <= gap_next;
        end
    end

    assign pulse_out = left != 3'd0 && gap == 2'd0;
    assign pulses_left = left;
    assign space_left = gap;
    assign busy = left != 3'd0 || gap != 2'd0;
endmodule
