module timer_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sec_tick,
    input  wire       set_time,
    input  wire [6:0] time_in,
    output reg  [6:0] seconds_bcd,
    output wire       minute_carry
);
    reg [6:0] seconds_bcd_next;

    always @* begin
        if (set_time)
            seconds_bcd_next = time_in;
        else if (sec_tick && seconds_bcd == 7'h59)
            seconds_bcd_next = 7'h0;
        else if (sec_tick && seconds_bcd[3:0] == 4'd9)
            seconds_bcd_next = {seconds_bcd[6:4] + 3'd1, 4'd0};
        else if (sec_tick)
            seconds_bcd_next = seconds_bcd + 7'd1;
        else
            seconds_bcd_next = seconds_bcd;
    end

    always @(posedge clk) begin
        if (rst) begin
            seconds_bcd <= 7'h0;
        end else begin
            seconds_bcd <= seconds_bcd_next;
        end
    end

    assign minute_carry = sec_tick && seconds_bcd == 7'h59;
endmodule

module counter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sig,
    output wire [2:0] elapsed,
    output wire [2:0] pulse_width,
    output wire       measured
);
    reg [2:0] run;
    reg [2:0] last_len;
    reg strobe;
    reg [2:0] run_next;
    reg [2:0] last_len_next;
    reg strobe_next;

    always @* begin
        if (sig && run != 3'd7)
            run_next = run + 3'd1;
        else if (!sig)
            run_next = 3'd0;
        else
            run_next = run;
    end

    always @* begin
        if (!sig && run != 3'd0)
            last_len_next = run;
        else
            last_len_next = last_len;
    end

    always @* begin
        if (!sig && run != 3'd0)
            strobe_next = 1'b1;
        else if (strobe)
            strobe_next = 1'b0;
        else
            strobe_next = strobe;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            last_len <= 3'd0;
            strobe <= 1'b0;
        end else begin
            run <= run_next;
            last_len <= last_len_next;
            strobe <= strobe_next;
        end
    end

    assign elapsed = run;
    assign pulse_width = last_len;
    assign measured = strobe;
endmodule
