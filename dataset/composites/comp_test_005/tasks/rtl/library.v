module sequence_detector_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_en,
    input  wire       serial_in,
    input  wire       clear,
    input  wire [3:0] pattern,
    input  wire [3:0] care_mask,
    output reg  [3:0] window,
    output wire       hit
);
    reg [3:0] window_next;

    always @* begin
        if (clear)
            window_next = 4'b0000;
        else if (shift_en)
            window_next = {window[2:0], serial_in};
        else
            window_next = window;
    end

    always @(posedge clk) begin
        if (rst) begin
            window <= 4'b0000;
        end else begin
            window <= window_next;
        end
    end

    assign hit = ((window ^ pattern) & care_mask) == 4'b0000;
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
