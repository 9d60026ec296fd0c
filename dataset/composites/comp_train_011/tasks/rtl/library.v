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

module fifo_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output wire [1:0] level,
    output wire       full,
    output wire       empty,
    output wire       overflow
);
    reg [1:0] count;
    reg ovf;
    reg [1:0] count_next;
    reg ovf_next;

    always @* begin
        if (push && !pop && count != 2'd2)
            count_next = count + 2'd1;
        else if (pop && !push && count != 2'd0)
            count_next = count - 2'd1;
        else
            count_next = count;
    end

    always @* begin
        if (push && !pop && count == 2'd2)
            ovf_next = 1'b1;
        else
            ovf_next = ovf;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 2'd0;
            ovf <= 1'b0;
        end else begin
            count <= count_next;
            ovf <= ovf_next;
        end
    end

    assign level = count;
    assign full = count == 2'd2;
    assign empty = count == 2'd0;
    assign overflow = ovf;
endmodule

module saturating_arithmetic_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] sample,
    input  wire       clear,
    output wire [3:0] sum,
    output wire [2:0] clip_count
);
    reg [3:0] acc;
    reg [2:0] clips;
    reg [3:0] acc_next;
    reg [2:0] clips_next;

    always @* begin
        if (clear)
            acc_next = 4'd0;
        else if (valid && acc + sample > 5'd15)
            acc_next = 4'd15;
        else if (valid)
            acc_next = acc + sample;
        else
            acc_next = acc;
    end

    always @* begin
        if (clear)
            clips_next = 3'd0;
        else if (valid && acc + sample > 5'd15 && clips != 3'd7)
            clips_next = clips + 3'd1;
        else
            clips_next = clips;
    end

    always @(posedge clk) begin
        if (rst) begin
            acc <= 4'd0;
            clips <= 3'd0;
        end else begin
            acc <= acc_next;
            clips <= clips_next;
        end
    end

    assign sum = acc;
    assign clip_count = clips;
endmodule
