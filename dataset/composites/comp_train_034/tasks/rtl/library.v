module sequence_detector_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       line_in,
    input  wire       clr_count,
    output wire [1:0] recent,
    output wire [2:0] glitch_count,
    output wire       glitch_seen
);
    reg [1:0] hist;
    reg [2:0] glitches;
    reg [1:0] hist_next;
    reg [2:0] glitches_next;

    always @* begin
        if (sample_en)
            hist_next = {hist[0], line_in};
        else
            hist_next = hist;
    end

    always @* begin
        if (clr_count)
            glitches_next = 3'd0;
        else if (sample_en && hist == 2'b01 && !line_in && glitches != 3'd7)
            glitches_next = glitches + 3'd1;
        else
            glitches_next = glitches;
    end

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            glitches <= 3'd0;
        end else begin
            hist <= hist_next;
            glitches <= glitches_next;
        end
    end

    assign recent = hist;
    assign glitch_count = glitches;
    assign glitch_seen = glitches != 3'd0;
endmodule

module interrupt_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_req,
    input  wire [3:0] holdoff_len,
    output reg  [3:0] holdoff,
    output wire       irq_out,
    output wire       throttled
);
    reg [3:0] holdoff_next;

    always @* begin
        if (irq_req && holdoff == 4'd0)
            holdoff_next = holdoff_len;
        else if (holdoff != 4'd0)
            holdoff_next = holdoff - 4'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 4'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign irq_out = irq_req && holdoff == 4'd0;
    assign throttled = irq_req && holdoff != 4'd0;
endmodule

module protocol_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;
    reg [7:0] shreg_next;
    reg [2:0] bitcnt_next;
    reg done_next;

    always @* begin
        if (!cs_n && sclk_rise)
            shreg_next = {shreg[6:0], mosi};
        else
            shreg_next = shreg;
    end

    always @* begin
        if (cs_n)
            bitcnt_next = 3'd0;
        else if (sclk_rise)
            bitcnt_next = bitcnt + 3'd1;
        else
            bitcnt_next = bitcnt;
    end

    always @* begin
        if (!cs_n && sclk_rise && bitcnt == 3'd7)
            done_next = 1'b1;
        else if (done)
            done_next = 1'b0;
        else
            done_next = done;
    end

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= shreg_next;
            bitcnt <= bitcnt_next;
            done <= done_next;
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
endmodule
