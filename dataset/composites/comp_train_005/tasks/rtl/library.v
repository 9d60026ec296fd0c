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

module mode_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       activity,
    input  wire [1:0] idle_limit,
    output wire [1:0] power_state,
    output wire [2:0] idle_cycles,
    output wire       clk_gated
);
    reg [2:0] idle;
    reg [1:0] pstate;
    reg [2:0] idle_next;
    reg [1:0] pstate_next;

    always @* begin
        if (activity)
            idle_next = 3'd0;
        else if (idle != 3'd7)
            idle_next = idle + 3'd1;
        else
            idle_next = idle;
    end

    always @* begin
        if (activity)
            pstate_next = 2'd0;
        else if (pstate == 2'd0 && idle >= {1'b0, idle_limit})
            pstate_next = 2'd1;
        else if (pstate == 2'd1 && idle >= {idle_limit, 1'b0})
            pstate_next = 2'd2;
        else
            pstate_next = pstate;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            pstate <= 2'd0;
        end else begin
            idle <= idle_next;
            pstate <= pstate_next;
        end
    end

    assign power_state = pstate;
    assign idle_cycles = idle;
    assign clk_gated = pstate != 2'd0;
endmodule
