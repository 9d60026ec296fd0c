module timer_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       kick,
    input  wire       clear_fault,
    output wire [3:0] since_kick,
    output wire       window_open,
    output wire       wd_fault
);
    reg [3:0] cnt;
    reg fault;
    reg [3:0] cnt_next;
    reg fault_next;

    always @* begin
        if (kick)
            cnt_next = 4'd0;
        else if (cnt != 4'd8)
            cnt_next = cnt + 4'd1;
        else
            cnt_next = cnt;
    end

    always @* begin
        if (kick && cnt < 4'd3)
            fault_next = 1'b1;
        else if (!kick && cnt == 4'd8)
            fault_next = 1'b1;
        else if (clear_fault)
            fault_next = 1'b0;
        else
            fault_next = fault;
    end

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 4'd0;
            fault <= 1'b0;
        end else begin
            cnt <= cnt_next;
            fault <= fault_next;
        end
    end

    assign since_kick = cnt;
    assign window_open = cnt >= 4'd3 && cnt < 4'd8;
    assign wd_fault = fault;
endmodule

module fifo_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       fetch,
    input  wire       arrive,
    input  wire       pop,
    output wire [2:0] occupancy,
    output wire [1:0] in_flight,
    output wire       can_fetch
);
    reg [2:0] stored;
    reg [1:0] inflight;
    reg [2:0] stored_next;
    reg [1:0] inflight_next;

    always @* begin
        if (arrive && inflight != 2'd0 && !(pop && stored != 3'd0))
            stored_next = stored + 3'd1;
        else if (pop && stored != 3'd0 && !(arrive && inflight != 2'd0))
            stored_next = stored - 3'd1;
        else
            stored_next = stored;
    end

    always @* begin
        if (fetch && {1'b0, stored} + {2'b00, inflight} < 4'd4 && !(arrive && inflight != 2'd0))
            inflight_next = inflight + 2'd1;
        else if (arrive && inflight != 2'd0 && !(fetch && {1'b0, stored} + {2'b00, inflight} < 4'd4))
            inflight_next = inflight - 2'd1;
        else
            inflight_next = inflight;
    end

    always @(posedge clk) begin
        if (rst) begin
            stored <= 3'd0;
            inflight <= 2'd0;
        end else begin
            stored <= stored_next;
            inflight <= inflight_next;
        end
    end

    assign occupancy = stored;
    assign in_flight = inflight;
    assign can_fetch = {1'b0, stored} + {2'b00, inflight} < 4'd4;
endmodule
