module counter_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] load_value,
    input  wire       up,
    input  wire       down,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (load)
            count_next = load_value;
        else if (up && !down && count != 4'd15)
            count_next = count + 4'd1;
        else if (down && !up && count != 4'd0)
            count_next = count - 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule

module protocol_controller_0010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pkt_start,
    input  wire       tx_ready,
    input  wire       payload_last,
    output reg        tx_valid,
    output reg  [1:0] field_sel
);
    localparam S_IDLE = 2'd0;
    localparam S_HEADER = 2'd1;
    localparam S_PAYLOAD = 2'd2;
    localparam S_TRAILER = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (pkt_start)
                    state_next = S_HEADER;
            end
            S_HEADER: begin
                if (tx_ready)
                    state_next = S_PAYLOAD;
            end
            S_PAYLOAD: begin
                if (tx_ready && payload_last)
                    state_next = S_TRAILER;
            end
            S_TRAILER: begin
                if (tx_ready && pkt_start)
                    state_next = S_HEADER;
                else if (tx_ready)
                    state_next = S_IDLE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE: begin tx_valid = 1'b0; field_sel = 2'd0; end
            S_HEADER: begin tx_valid = 1'b1; field_sel = 2'd0; end
            S_PAYLOAD: begin tx_valid = 1'b1; field_sel = 2'd1; end
            S_TRAILER: begin tx_valid = 1'b1; field_sel = 2'd2; end
            default: begin tx_valid = 1'b0; field_sel = 2'd0; end
        endcase
    end
endmodule
